/** A catalogue item offered in a select: its id and the text a person reads. */
export interface IdOption {
  id: number;
  label: string;
}
