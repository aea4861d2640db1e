// Version-B puzzle ids and what they made when version B was the newest generator, recorded
// before version C: the wire puzzle (with land 1), the solution and the special square. A B id in
// a shared link or a stored score must go on making exactly this puzzle (recorded-ids.test.ts).

export interface RecordedId {
  readonly id: string;
  /** JSON of makePuzzle(puzzle, { level: 1, ... }). */
  readonly wire: string;
  /** The solution, one digit per mystery. */
  readonly solution: string;
  readonly specialSquare: number;
}

export const VERSION_B_IDS: readonly RecordedId[] = [
  {
    id: 'B9L4-16',
    wire: '{"_id":"B9L4-16","puzzleId":"B9L4-16","shape":"6-squares","level":1,"difficulty":190,"difficultyLevel":4,"hintsNo":3,"timeAllowed":410,"n":4,"m":3,"r":9,"data":[0,0,8,0,0,0,0,20,0,0,0,36,0,0,0,0,0,0,0,0,0,0,0,12,0,0,0,54,0,0,10,0,0,0,0,0,0,0,0,0,0,0,9,0,0,0,0,14,0,0,0,0,0,0,0,0,0,0,0,0,0,0,10,0,0,0,0,0,0,0]}',
    solution: '354982361731',
    specialSquare: -1,
  },
  {
    id: 'B8L3-2',
    wire: '{"_id":"B8L3-2","puzzleId":"B8L3-2","shape":"4-squares","level":1,"difficulty":85,"difficultyLevel":3,"hintsNo":2,"timeAllowed":200,"n":3,"m":3,"r":9,"data":[0,0,0,0,0,0,0,64,0,0,0,0,0,112,0,8,0,0,0,0,0,0,8,0,0,0,0,0,0,0,0,0,24,0,0,0,17,0,0,10,0,0,0,0,0,0,0,0,0,0]}',
    solution: '288715792',
    specialSquare: -1,
  },
  {
    id: 'B8L4-j',
    wire: '{"_id":"B8L4-j","puzzleId":"B8L4-j","shape":"4-squares","level":1,"difficulty":218,"difficultyLevel":4,"hintsNo":3,"timeAllowed":470,"n":3,"m":3,"r":9,"data":[0,0,0,0,0,0,0,0,0,0,0,0,11,0,6,0,0,0,0,49,0,0,0,4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,9,0,0,0,0,24,0,0]}',
    solution: '347227183',
    specialSquare: -1,
  },
  {
    id: 'B4L2-1',
    wire: '{"_id":"B4L2-1","puzzleId":"B4L2-1","shape":"one-square-4-pairs-only","level":1,"difficulty":19,"difficultyLevel":2,"hintsNo":1,"timeAllowed":70,"n":2,"m":2,"r":9,"data":[0,0,11,0,0,0,0,0,-1,-1,0,40,0,0,0,35,0,0]}',
    solution: '3875',
    specialSquare: -1,
  },
  {
    id: 'B9L4-2r',
    wire: '{"_id":"B9L4-2r","puzzleId":"B9L4-2r","shape":"6-squares","level":1,"difficulty":596,"difficultyLevel":4,"hintsNo":8,"timeAllowed":1225,"n":4,"m":3,"r":9,"data":[0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,17,0,0,0,0,0,0,0,0,0,0,12,0,0,0,0,0,0,7,0,0,0,0,0,20,0,0,0,0,735,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]}',
    solution: '113654352677',
    specialSquare: -1,
  },
  {
    id: 'B9L4-4d',
    wire: '{"_id":"B9L4-4d","puzzleId":"B9L4-4d","shape":"6-squares","level":1,"difficulty":642,"difficultyLevel":4,"hintsNo":9,"timeAllowed":1315,"n":4,"m":3,"r":9,"data":[0,0,0,14,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,16,0,0,0,20,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,20,0,17,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,32,0,0]}',
    solution: '723918352948',
    specialSquare: -1,
  },
  {
    id: 'B5L2-rs',
    wire: '{"_id":"B5L2-rs","puzzleId":"B5L2-rs","shape":"one-square","level":1,"difficulty":23,"difficultyLevel":2,"hintsNo":1,"timeAllowed":80,"n":2,"m":2,"r":9,"data":[0,0,12,36,0,0,0,12,0,216,0,0,0,0,0,0,0,0]}',
    solution: '6623',
    specialSquare: -1,
  },
  {
    id: 'B6L3-7',
    wire: '{"_id":"B6L3-7","puzzleId":"B6L3-7","shape":"2-squares","level":1,"difficulty":33,"difficultyLevel":3,"hintsNo":1,"timeAllowed":100,"n":3,"m":2,"r":9,"data":[0,0,0,0,0,0,0,0,0,0,0,72,0,1800,0,0,0,0,0,25,0,0,0,45,0,0,0,0,0,0]}',
    solution: '855955',
    specialSquare: 1,
  },
  {
    id: 'B6L3-5',
    wire: '{"_id":"B6L3-5","puzzleId":"B6L3-5","shape":"2-squares","level":1,"difficulty":43,"difficultyLevel":3,"hintsNo":1,"timeAllowed":120,"n":3,"m":2,"r":9,"data":[0,0,0,24,0,0,9,0,0,0,0,0,0,0,0,0,0,320,0,10,0,0,0,8,0,0,0,0,0,0]}',
    solution: '645182',
    specialSquare: -1,
  },
  {
    id: 'B5L1-3',
    wire: '{"_id":"B5L1-3","puzzleId":"B5L1-3","shape":"one-square","level":1,"difficulty":14,"difficultyLevel":1,"hintsNo":1,"timeAllowed":60,"n":2,"m":2,"r":9,"data":[0,0,0,64,0,0,17,0,26,0,0,8,0,0,0,9,0,0]}',
    solution: '8891',
    specialSquare: -1,
  },
  {
    id: 'B1L1-1',
    wire: '{"_id":"B1L1-1","puzzleId":"B1L1-1","shape":"single-pair","level":1,"difficulty":8,"difficultyLevel":1,"hintsNo":1,"timeAllowed":50,"n":2,"m":1,"r":9,"data":[0,0,3,2,0,0]}',
    solution: '12',
    specialSquare: -1,
  },
  {
    id: 'B1L4-1',
    wire: '{"_id":"B1L4-1","puzzleId":"B1L4-1","shape":"single-pair","level":1,"difficulty":30,"difficultyLevel":4,"hintsNo":1,"timeAllowed":90,"n":2,"m":1,"r":9,"data":[0,0,0,27,0,0]}',
    solution: '93',
    specialSquare: -1,
  },
  {
    id: 'B6P3-7',
    wire: '{"_id":"B6P3-7","puzzleId":"B6P3-7","shape":"2-squares","level":1,"difficulty":33,"difficultyLevel":3,"hintsNo":1,"timeAllowed":100,"n":2,"m":3,"r":9,"data":[0,0,0,72,0,0,0,0,0,1800,0,45,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,25,0,0]}',
    solution: '895555',
    specialSquare: 1,
  },
  {
    id: 'B1L1-up3ncx',
    wire: '{"_id":"B1L1-up3ncx","puzzleId":"B1L1-up3ncx","shape":"single-pair","level":1,"difficulty":8,"difficultyLevel":1,"hintsNo":1,"timeAllowed":50,"n":2,"m":1,"r":9,"data":[0,0,3,2,0,0]}',
    solution: '21',
    specialSquare: -1,
  },
  {
    id: 'B1L2-8lxlhc',
    wire: '{"_id":"B1L2-8lxlhc","puzzleId":"B1L2-8lxlhc","shape":"single-pair","level":1,"difficulty":11,"difficultyLevel":2,"hintsNo":1,"timeAllowed":55,"n":2,"m":1,"r":9,"data":[0,0,13,36,0,0]}',
    solution: '49',
    specialSquare: -1,
  },
  {
    id: 'B1L3-tunvb4',
    wire: '{"_id":"B1L3-tunvb4","puzzleId":"B1L3-tunvb4","shape":"single-pair","level":1,"difficulty":28,"difficultyLevel":3,"hintsNo":1,"timeAllowed":90,"n":2,"m":1,"r":9,"data":[0,0,0,7,0,0]}',
    solution: '17',
    specialSquare: -1,
  },
  {
    id: 'B1L4-f6xukg',
    wire: '{"_id":"B1L4-f6xukg","puzzleId":"B1L4-f6xukg","shape":"single-pair","level":1,"difficulty":30,"difficultyLevel":4,"hintsNo":1,"timeAllowed":90,"n":2,"m":1,"r":9,"data":[0,0,0,54,0,0]}',
    solution: '96',
    specialSquare: -1,
  },
  {
    id: 'B2L1-s9fe9s',
    wire: '{"_id":"B2L1-s9fe9s","puzzleId":"B2L1-s9fe9s","shape":"l-shape-2pairs","level":1,"difficulty":12,"difficultyLevel":1,"hintsNo":1,"timeAllowed":55,"n":2,"m":2,"r":9,"data":[0,0,4,4,0,0,7,0,-1,-1,-1,-1,0,0,-1,-1,-1,-1]}',
    solution: '225',
    specialSquare: -1,
  },
  {
    id: 'B2L2-q3hlog',
    wire: '{"_id":"B2L2-q3hlog","puzzleId":"B2L2-q3hlog","shape":"l-shape-2pairs","level":1,"difficulty":16,"difficultyLevel":2,"hintsNo":1,"timeAllowed":65,"n":2,"m":2,"r":9,"data":[0,0,13,0,0,0,0,64,-1,-1,-1,-1,0,0,-1,-1,-1,-1]}',
    solution: '858',
    specialSquare: -1,
  },
  {
    id: 'B2L3-25qha8',
    wire: '{"_id":"B2L3-25qha8","puzzleId":"B2L3-25qha8","shape":"l-shape-2pairs","level":1,"difficulty":18,"difficultyLevel":3,"hintsNo":1,"timeAllowed":70,"n":2,"m":2,"r":9,"data":[0,0,11,24,0,0,7,0,-1,-1,-1,-1,0,0,-1,-1,-1,-1]}',
    solution: '384',
    specialSquare: -1,
  },
  {
    id: 'B2L4-hqcw1s',
    wire: '{"_id":"B2L4-hqcw1s","puzzleId":"B2L4-hqcw1s","shape":"l-shape-2pairs","level":1,"difficulty":20,"difficultyLevel":4,"hintsNo":1,"timeAllowed":70,"n":2,"m":2,"r":9,"data":[0,0,15,54,0,0,8,12,-1,-1,-1,-1,0,0,-1,-1,-1,-1]}',
    solution: '692',
    specialSquare: -1,
  },
  {
    id: 'B3L1-g4q3uo',
    wire: '{"_id":"B3L1-g4q3uo","puzzleId":"B3L1-g4q3uo","shape":"arc-3pairs","level":1,"difficulty":15,"difficultyLevel":1,"hintsNo":1,"timeAllowed":60,"n":2,"m":2,"r":9,"data":[0,0,18,81,0,0,14,45,-1,-1,0,63,0,0,-1,-1,0,0]}',
    solution: '9957',
    specialSquare: -1,
  },
  {
    id: 'B3L2-9kcveo',
    wire: '{"_id":"B3L2-9kcveo","puzzleId":"B3L2-9kcveo","shape":"arc-3pairs","level":1,"difficulty":20,"difficultyLevel":2,"hintsNo":1,"timeAllowed":70,"n":2,"m":2,"r":9,"data":[0,0,6,0,0,0,10,16,-1,-1,7,0,0,0,-1,-1,0,0]}',
    solution: '2483',
    specialSquare: -1,
  },
  {
    id: 'B3L3-hkqscg',
    wire: '{"_id":"B3L3-hkqscg","puzzleId":"B3L3-hkqscg","shape":"arc-3pairs","level":1,"difficulty":23,"difficultyLevel":3,"hintsNo":1,"timeAllowed":80,"n":2,"m":2,"r":9,"data":[0,0,16,63,0,0,15,54,-1,-1,8,7,0,0,-1,-1,0,0]}',
    solution: '9761',
    specialSquare: -1,
  },
  {
    id: 'B3L4-cyxjb4',
    wire: '{"_id":"B3L4-cyxjb4","puzzleId":"B3L4-cyxjb4","shape":"arc-3pairs","level":1,"difficulty":36,"difficultyLevel":4,"hintsNo":1,"timeAllowed":105,"n":2,"m":2,"r":9,"data":[0,0,11,0,0,0,0,14,-1,-1,8,0,0,0,-1,-1,0,0]}',
    solution: '7424',
    specialSquare: -1,
  },
  {
    id: 'B4L1-i1mkg0',
    wire: '{"_id":"B4L1-i1mkg0","puzzleId":"B4L1-i1mkg0","shape":"one-square-4-pairs-only","level":1,"difficulty":15,"difficultyLevel":1,"hintsNo":1,"timeAllowed":60,"n":2,"m":2,"r":9,"data":[0,0,4,4,0,0,0,18,-1,-1,10,16,0,0,17,0,0,0]}',
    solution: '2298',
    specialSquare: -1,
  },
  {
    id: 'B4L2-poysqo',
    wire: '{"_id":"B4L2-poysqo","puzzleId":"B4L2-poysqo","shape":"one-square-4-pairs-only","level":1,"difficulty":21,"difficultyLevel":2,"hintsNo":1,"timeAllowed":75,"n":2,"m":2,"r":9,"data":[0,0,0,0,0,0,0,36,-1,-1,0,15,0,0,14,45,0,0]}',
    solution: '4395',
    specialSquare: -1,
  },
  {
    id: 'B4L3-7vhgqo',
    wire: '{"_id":"B4L3-7vhgqo","puzzleId":"B4L3-7vhgqo","shape":"one-square-4-pairs-only","level":1,"difficulty":27,"difficultyLevel":3,"hintsNo":1,"timeAllowed":85,"n":2,"m":2,"r":9,"data":[0,0,0,15,0,0,0,0,-1,-1,11,0,0,0,10,16,0,0]}',
    solution: '5328',
    specialSquare: -1,
  },
  {
    id: 'B4L4-hp0zsw',
    wire: '{"_id":"B4L4-hp0zsw","puzzleId":"B4L4-hp0zsw","shape":"one-square-4-pairs-only","level":1,"difficulty":31,"difficultyLevel":4,"hintsNo":1,"timeAllowed":95,"n":2,"m":2,"r":9,"data":[0,0,0,10,0,0,0,0,-1,-1,9,0,0,0,0,24,0,0]}',
    solution: '2564',
    specialSquare: -1,
  },
  {
    id: 'B5L1-vmqpds',
    wire: '{"_id":"B5L1-vmqpds","puzzleId":"B5L1-vmqpds","shape":"one-square","level":1,"difficulty":15,"difficultyLevel":1,"hintsNo":1,"timeAllowed":60,"n":2,"m":2,"r":9,"data":[0,0,0,4,0,0,0,4,8,0,4,4,0,0,0,4,0,0]}',
    solution: '2222',
    specialSquare: 0,
  },
  {
    id: 'B5L2-hlsb9c',
    wire: '{"_id":"B5L2-hlsb9c","puzzleId":"B5L2-hlsb9c","shape":"one-square","level":1,"difficulty":16,"difficultyLevel":2,"hintsNo":1,"timeAllowed":65,"n":2,"m":2,"r":9,"data":[0,0,0,49,0,0,0,0,0,0,0,0,0,0,0,49,0,0]}',
    solution: '7777',
    specialSquare: 0,
  },
  {
    id: 'B5L3-stm1a8',
    wire: '{"_id":"B5L3-stm1a8","puzzleId":"B5L3-stm1a8","shape":"one-square","level":1,"difficulty":25,"difficultyLevel":3,"hintsNo":1,"timeAllowed":80,"n":2,"m":2,"r":9,"data":[0,0,13,0,0,0,0,9,0,288,0,0,0,0,0,0,0,0]}',
    solution: '9418',
    specialSquare: -1,
  },
  {
    id: 'B5L4-c8amm8',
    wire: '{"_id":"B5L4-c8amm8","puzzleId":"B5L4-c8amm8","shape":"one-square","level":1,"difficulty":41,"difficultyLevel":4,"hintsNo":1,"timeAllowed":115,"n":2,"m":2,"r":9,"data":[0,0,0,32,0,0,0,0,0,576,11,0,0,0,0,0,0,0]}',
    solution: '4863',
    specialSquare: -1,
  },
  {
    id: 'B6L1-t3m77k',
    wire: '{"_id":"B6L1-t3m77k","puzzleId":"B6L1-t3m77k","shape":"2-squares","level":1,"difficulty":21,"difficultyLevel":1,"hintsNo":1,"timeAllowed":75,"n":3,"m":2,"r":9,"data":[0,0,7,0,0,0,6,9,0,0,0,8,0,24,4,0,15,72,11,24,0,0,3,2,0,0,9,0,0,0]}',
    solution: '433218',
    specialSquare: -1,
  },
  {
    id: 'B6L2-bcxo8w',
    wire: '{"_id":"B6L2-bcxo8w","puzzleId":"B6L2-bcxo8w","shape":"2-squares","level":1,"difficulty":31,"difficultyLevel":2,"hintsNo":1,"timeAllowed":95,"n":3,"m":2,"r":9,"data":[0,0,9,0,0,0,0,5,0,0,6,0,0,0,0,0,0,315,0,9,0,0,0,0,0,0,0,0,0,0]}',
    solution: '451279',
    specialSquare: -1,
  },
  {
    id: 'B6L3-qt01kw',
    wire: '{"_id":"B6L3-qt01kw","puzzleId":"B6L3-qt01kw","shape":"2-squares","level":1,"difficulty":44,"difficultyLevel":3,"hintsNo":1,"timeAllowed":120,"n":3,"m":2,"r":9,"data":[0,0,9,0,0,0,0,0,0,0,0,0,24,0,11,30,0,0,16,0,0,0,0,0,0,0,14,0,0,0]}',
    solution: '458968',
    specialSquare: -1,
  },
  {
    id: 'B6L4-vsq60w',
    wire: '{"_id":"B6L4-vsq60w","puzzleId":"B6L4-vsq60w","shape":"2-squares","level":1,"difficulty":53,"difficultyLevel":4,"hintsNo":1,"timeAllowed":140,"n":3,"m":2,"r":9,"data":[0,0,0,0,0,0,0,24,0,0,7,12,0,0,0,0,0,0,11,0,0,0,0,0,0,0,0,14,0,0]}',
    solution: '364427',
    specialSquare: -1,
  },
  {
    id: 'B6P1-5w241s',
    wire: '{"_id":"B6P1-5w241s","puzzleId":"B6P1-5w241s","shape":"2-squares","level":1,"difficulty":19,"difficultyLevel":1,"hintsNo":1,"timeAllowed":70,"n":2,"m":3,"r":9,"data":[0,0,10,25,0,0,0,10,13,0,0,5,0,0,3,0,0,0,0,12,0,84,8,0,0,0,13,0,0,0]}',
    solution: '552167',
    specialSquare: -1,
  },
  {
    id: 'B6P2-eow1ts',
    wire: '{"_id":"B6P2-eow1ts","puzzleId":"B6P2-eow1ts","shape":"2-squares","level":1,"difficulty":31,"difficultyLevel":2,"hintsNo":1,"timeAllowed":95,"n":2,"m":3,"r":9,"data":[0,0,0,0,0,0,0,0,24,0,0,54,0,0,0,18,0,0,5,0,0,0,0,0,0,0,0,21,0,0]}',
    solution: '762937',
    specialSquare: -1,
  },
  {
    id: 'B6P3-zev40',
    wire: '{"_id":"B6P3-zev40","puzzleId":"B6P3-zev40","shape":"2-squares","level":1,"difficulty":41,"difficultyLevel":3,"hintsNo":1,"timeAllowed":115,"n":2,"m":3,"r":9,"data":[0,0,0,18,0,0,0,0,0,0,0,30,0,0,14,0,0,0,0,0,0,0,0,0,0,0,7,6,0,0]}',
    solution: '369561',
    specialSquare: -1,
  },
  {
    id: 'B6P4-7f70ag',
    wire: '{"_id":"B6P4-7f70ag","puzzleId":"B6P4-7f70ag","shape":"2-squares","level":1,"difficulty":61,"difficultyLevel":4,"hintsNo":1,"timeAllowed":155,"n":2,"m":3,"r":9,"data":[0,0,16,0,0,0,9,0,0,0,0,0,0,0,0,0,0,0,6,0,0,30,0,0,0,0,7,0,0,0]}',
    solution: '881352',
    specialSquare: -1,
  },
  {
    id: 'B7L1-d98mbk',
    wire: '{"_id":"B7L1-d98mbk","puzzleId":"B7L1-d98mbk","shape":"3-squares-l-shape","level":1,"difficulty":29,"difficultyLevel":1,"hintsNo":1,"timeAllowed":90,"n":3,"m":3,"r":9,"data":[0,0,0,36,0,0,-1,-1,-1,-1,0,36,24,0,12,0,-1,-1,-1,-1,0,0,12,36,0,0,0,48,0,0,8,0,0,216,9,0,0,720,13,0,0,0,5,0,0,0,8,0,0,0]}',
    solution: '66668235',
    specialSquare: 0,
  },
  {
    id: 'B7L2-iqkyyo',
    wire: '{"_id":"B7L2-iqkyyo","puzzleId":"B7L2-iqkyyo","shape":"3-squares-l-shape","level":1,"difficulty":43,"difficultyLevel":2,"hintsNo":1,"timeAllowed":120,"n":3,"m":3,"r":9,"data":[0,0,0,0,0,0,-1,-1,-1,-1,0,4,14,0,0,0,-1,-1,-1,-1,0,0,11,0,0,0,0,0,0,0,6,0,0,0,0,0,24,0,0,27,0,0,0,0,0,0,0,15,0,0]}',
    solution: '12479253',
    specialSquare: -1,
  },
  {
    id: 'B7L3-mddbeo',
    wire: '{"_id":"B7L3-mddbeo","puzzleId":"B7L3-mddbeo","shape":"3-squares-l-shape","level":1,"difficulty":66,"difficultyLevel":3,"hintsNo":1,"timeAllowed":165,"n":3,"m":3,"r":9,"data":[0,0,10,0,0,0,-1,-1,-1,-1,9,0,0,0,0,0,-1,-1,-1,-1,0,0,0,0,0,0,0,0,0,0,0,0,16,0,9,0,0,252,0,0,0,0,3,0,0,0,4,0,0,0]}',
    solution: '37679122',
    specialSquare: -1,
  },
  {
    id: 'B7L4-lwk64g',
    wire: '{"_id":"B7L4-lwk64g","puzzleId":"B7L4-lwk64g","shape":"3-squares-l-shape","level":1,"difficulty":116,"difficultyLevel":4,"hintsNo":2,"timeAllowed":265,"n":3,"m":3,"r":9,"data":[0,0,0,0,0,0,-1,-1,-1,-1,0,0,24,0,0,0,-1,-1,-1,-1,0,0,0,6,0,0,13,0,0,0,10,0,0,0,0,0,0,126,0,0,0,0,0,0,0,0,0,0,0,0]}',
    solution: '89167931',
    specialSquare: -1,
  },
  {
    id: 'B8L1-w82l8g',
    wire: '{"_id":"B8L1-w82l8g","puzzleId":"B8L1-w82l8g","shape":"4-squares","level":1,"difficulty":30,"difficultyLevel":1,"hintsNo":1,"timeAllowed":90,"n":3,"m":3,"r":9,"data":[0,0,0,27,0,0,10,0,0,0,6,9,23,0,0,72,0,504,0,7,0,0,11,24,0,0,15,56,0,0,0,18,19,288,0,16,24,784,14,49,0,0,8,12,0,0,0,14,0,0]}',
    solution: '391387627',
    specialSquare: -1,
  },
  {
    id: 'B8L2-xxqxa8',
    wire: '{"_id":"B8L2-xxqxa8","puzzleId":"B8L2-xxqxa8","shape":"4-squares","level":1,"difficulty":48,"difficultyLevel":2,"hintsNo":1,"timeAllowed":130,"n":3,"m":3,"r":9,"data":[0,0,0,12,0,0,0,32,0,0,0,0,0,0,0,0,0,0,0,0,0,0,8,0,0,0,10,16,0,0,14,0,0,0,7,0,18,0,0,0,0,0,0,0,0,0,0,0,0,0]}',
    solution: '348628853',
    specialSquare: -1,
  },
  {
    id: 'B8L3-oon7y8',
    wire: '{"_id":"B8L3-oon7y8","puzzleId":"B8L3-oon7y8","shape":"4-squares","level":1,"difficulty":69,"difficultyLevel":3,"hintsNo":1,"timeAllowed":170,"n":3,"m":3,"r":9,"data":[0,0,0,0,0,0,8,0,0,0,0,48,0,0,0,30,16,0,0,0,0,0,0,0,0,0,0,0,0,0,9,0,0,0,0,42,0,0,11,0,0,0,0,0,0,0,0,0,0,0]}',
    solution: '853662379',
    specialSquare: -1,
  },
  {
    id: 'B8L4-9ragao',
    wire: '{"_id":"B8L4-9ragao","puzzleId":"B8L4-9ragao","shape":"4-squares","level":1,"difficulty":187,"difficultyLevel":4,"hintsNo":3,"timeAllowed":405,"n":3,"m":3,"r":9,"data":[0,0,0,0,0,0,10,0,0,0,9,0,0,0,13,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,384,0,0,0,128,0,8,0,0,0,0,0,0,4,0,0,0]}',
    solution: '155884322',
    specialSquare: -1,
  },
  {
    id: 'B9L1-ibeakg',
    wire: '{"_id":"B9L1-ibeakg","puzzleId":"B9L1-ibeakg","shape":"6-squares","level":1,"difficulty":39,"difficultyLevel":1,"hintsNo":1,"timeAllowed":110,"n":4,"m":3,"r":9,"data":[0,0,10,0,0,0,5,0,0,0,6,9,0,0,0,8,0,32,4,0,0,48,7,0,0,324,0,27,0,0,0,2,0,0,0,8,0,0,13,0,0,0,0,9,19,0,0,14,20,0,0,28,0,1260,14,0,0,0,0,63,0,0,14,0,0,0,12,0,0,0]}',
    solution: '823312499775',
    specialSquare: -1,
  },
  {
    id: 'B9L2-wtlvk0',
    wire: '{"_id":"B9L2-wtlvk0","puzzleId":"B9L2-wtlvk0","shape":"6-squares","level":1,"difficulty":87,"difficultyLevel":2,"hintsNo":2,"timeAllowed":205,"n":4,"m":3,"r":9,"data":[0,0,9,0,0,0,0,0,0,0,0,0,0,0,0,0,17,0,0,0,0,1152,0,72,0,0,13,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,0,0,0,0,0,24,0,0,0,0,0,5,0,0,0,0,10,0,0,0,5,0,0]}',
    solution: '188462993251',
    specialSquare: -1,
  },
  {
    id: 'B9L3-dfvl6o',
    wire: '{"_id":"B9L3-dfvl6o","puzzleId":"B9L3-dfvl6o","shape":"6-squares","level":1,"difficulty":111,"difficultyLevel":3,"hintsNo":2,"timeAllowed":255,"n":4,"m":3,"r":9,"data":[0,0,0,0,0,0,0,0,0,0,0,40,0,0,0,5,0,0,0,42,0,0,0,0,0,0,10,0,0,0,0,0,0,0,15,0,0,0,0,0,0,0,8,0,15,0,0,0,0,0,0,0,0,0,0,8,0,0,0,0,0,0,0,0,0,0,5,0,0,0]}',
    solution: '175856923114',
    specialSquare: -1,
  },
  {
    id: 'B9L4-9cto8w',
    wire: '{"_id":"B9L4-9cto8w","puzzleId":"B9L4-9cto8w","shape":"6-squares","level":1,"difficulty":197,"difficultyLevel":4,"hintsNo":3,"timeAllowed":425,"n":4,"m":3,"r":9,"data":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,16,0,0,3,0,0,0,0,0,4096,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,28,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,8,0,0,10,0,0,0]}',
    solution: '538871882246',
    specialSquare: 2,
  },
  {
    id: 'B9P1-co1jb4',
    wire: '{"_id":"B9P1-co1jb4","puzzleId":"B9P1-co1jb4","shape":"6-squares","level":1,"difficulty":39,"difficultyLevel":1,"hintsNo":1,"timeAllowed":110,"n":3,"m":4,"r":9,"data":[0,0,12,0,0,0,0,81,0,0,9,0,26,0,17,0,27,0,10,0,0,0,0,48,0,0,0,8,0,0,0,24,23,0,13,0,0,80,3,2,0,0,0,20,0,0,7,0,0,0,8,16,16,0,0,15,17,0,9,0,0,0,7,12,0,0,0,21,0,0]}',
    solution: '399681452437',
    specialSquare: -1,
  },
  {
    id: 'B9P2-o2b4zk',
    wire: '{"_id":"B9P2-o2b4zk","puzzleId":"B9P2-o2b4zk","shape":"6-squares","level":1,"difficulty":77,"difficultyLevel":2,"hintsNo":2,"timeAllowed":185,"n":3,"m":4,"r":9,"data":[0,0,0,9,0,0,0,6,0,0,0,9,0,0,0,0,0,72,0,0,0,0,0,9,0,0,0,0,0,0,0,0,0,0,12,0,0,0,0,0,0,0,0,0,0,0,17,0,0,0,12,36,0,0,0,0,25,0,11,0,0,0,0,0,0,0,0,0,0,0]}',
    solution: '332334698653',
    specialSquare: 0,
  },
  {
    id: 'B9P3-aconb4',
    wire: '{"_id":"B9P3-aconb4","puzzleId":"B9P3-aconb4","shape":"6-squares","level":1,"difficulty":79,"difficultyLevel":3,"hintsNo":2,"timeAllowed":190,"n":3,"m":4,"r":9,"data":[0,0,0,0,0,0,17,0,0,0,9,0,0,0,14,0,0,0,0,0,0,0,0,12,0,0,0,0,0,0,0,0,0,0,0,0,0,0,10,0,0,0,0,9,0,0,0,0,0,0,0,54,0,0,0,0,0,0,0,15,0,0,0,18,0,0,0,0,0,0]}',
    solution: '789265915633',
    specialSquare: -1,
  },
  {
    id: 'B9P4-7q6tc0',
    wire: '{"_id":"B9P4-7q6tc0","puzzleId":"B9P4-7q6tc0","shape":"6-squares","level":1,"difficulty":197,"difficultyLevel":4,"hintsNo":3,"timeAllowed":425,"n":3,"m":4,"r":9,"data":[0,0,0,0,0,0,0,12,0,0,0,8,0,0,0,0,0,0,0,32,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,10,0,0,0,0,0,0,6,0,0,0,0,0,0,0,0,0,0,0,0,6,0,72,0,0,0,0,12,0,0,0,0,0,0,0]}',
    solution: '834158422936',
    specialSquare: -1,
  },
];
