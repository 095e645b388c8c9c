// Where the resized copies of uploads live: under the uploads folder. Backups leave it out (every file in it
// can be made again from its upload).
export const VARIANTS_FOLDER = '.variants';
