/// The button that toggles the environment's edit mode, as SwiftUI's `EditButton`: "Edit", or a
/// bold "Done" while editing (as UIKit's `editButtonItem` titles itself). With no edit mode in
/// the environment it shows "Edit" and a tap changes nothing.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        } label: {
            isEditing ? Text("Done").bold() : Text("Edit")
        }
    }
}
