/*
 * The catalogue's model editor: the form of a furniture model with its live preview, its new
 * model, and the plain-word labels of its fields (the history shows them).
 */
export { ModelEditor, type ModelEditorProps } from './model-editor';
export { emptyModel } from './model-rules';
export { modelFieldLabel } from './field-labels';
