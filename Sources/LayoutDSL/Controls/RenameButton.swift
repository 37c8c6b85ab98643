/// A button that starts renaming (SwiftUI's `RenameButton`, iOS 16:
/// https://developer.apple.com/documentation/swiftui/renamebutton): a "Rename" label with the
/// pencil symbol that runs the `renameAction(_:)` in the environment (it focuses a field or runs
/// a closure); with none, it does nothing.
nonisolated public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button { rename?() } label: { label }
    }
}

/// What `renameAction(_:)` puts in the environment (SwiftUI's `RenameAction`): called as a
/// function, it starts renaming.
public struct RenameAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

extension RenameButton where Label == LayoutDSL.Label<Text, Image> {
    public init() { label = LayoutDSL.Label("Rename", systemImage: "pencil") }
}

private struct RenameKey: EnvironmentKey { static let defaultValue: RenameAction? = nil }

extension EnvironmentValues {
    /// The action `RenameButton` runs (`renameAction(_:)`).
    public var rename: RenameAction? {
        get { self[RenameKey.self] } set { self[RenameKey.self] = newValue }
    }
}

nonisolated extension View {
    public func renameAction(_ action: @escaping () -> Void) -> some View { environment(\.rename, RenameAction(action: action)) }
    /// Renaming focuses the field bound to `isFocused`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}
