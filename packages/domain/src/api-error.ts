/** The one error shape every API answers with. */
export interface ApiError {
  error: {
    code: string;
    message: string;
    /** Field name → message, for validation failures. */
    fields?: Record<string, string>;
  };
}
