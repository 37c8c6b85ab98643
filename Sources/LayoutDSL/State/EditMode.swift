/// Whether a list is being edited (`\.editMode`, a binding that `EditButton` flips). Nil
/// outside a container that provides one.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue }
    }
}
