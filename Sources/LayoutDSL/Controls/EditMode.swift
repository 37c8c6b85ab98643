/// Whether the user is editing content, as SwiftUI's `EditMode`; `EditButton` flips it.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the enclosing content, if it has one: `.environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue }
    }
}
