import Foundation

private struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }

extension EnvironmentValues {
    /// The undo manager of the window the view is in (iOS 13). A render has no window and keeps no
    /// history between frames, so there is none: `undoManager?.registerUndo(…)` does nothing, and
    /// an Undo button bound to `canUndo` draws disabled, as on a window with nothing to undo.
    public internal(set) var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] } set { self[UndoManagerKey.self] = newValue }
    }
}
