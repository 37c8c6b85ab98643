import Foundation

/// Why a view's body is being evaluated, in the words of SwiftUI's `_printChanges()`: the
/// names of the dynamic properties that changed (`_count`), `@self` when the view's value
/// changed, `@identity` when its persistent data is new (the first evaluation), and
/// `@dependencies` for what the body read elsewhere (the environment, `@Observable` objects).
/// SwiftUICore's interface documents the names in `View._printChanges()`'s comment.
final class BodyChanges {
    static let selfValue = "@self"
    static let identity = "@identity"
    static let dependencies = "@dependencies"
    /// The evaluation in progress on this thread.
    static let current = ThreadLocal<BodyChanges>()

    /// The names, or the view value of a first evaluation, whose properties' names are read
    /// only when asked: reflecting every new view would cost every first build.
    private let changed: [String]
    private let firstValue: Any?

    init(names: [String]) { changed = names; firstValue = nil }

    /// A view's first evaluation: its value and identity are new, and so is every dynamic
    /// property it declares (listed as declared: `_count`, `_model`).
    init(first value: Any) { changed = []; firstValue = value }

    var names: [String] {
        guard let firstValue else { return changed }
        let properties = Mirror(reflecting: firstValue).children.compactMap { $0.value is DynamicProperty ? $0.label : nil }
        return [Self.selfValue, Self.identity] + properties
    }

    /// `ContentView: _count changed.`, or `ContentView: unchanged.` when the body runs with
    /// nothing named (its parent evaluated it again with an equal value).
    func line(for type: Any.Type) -> String {
        "\(type): " + (names.isEmpty ? "unchanged." : names.joined(separator: ", ") + " changed.")
    }
}

extension View {
    /// Prints, from inside `body`, what changed to make the body run (see `BodyChanges`), on
    /// standard output as SwiftUI prints it. Outside a body evaluation it prints nothing.
    public static func _printChanges() {
        guard let changes = BodyChanges.current.value else { return }
        print(changes.line(for: Self.self))
    }

    /// `_printChanges()`'s line, logged: SwiftUI writes it to the unified log (subsystem
    /// `com.apple.SwiftUI`, category `Changed Body Properties`); here the log is standard error,
    /// which keeps it out of a program's own output.
    public static func _logChanges() {
        guard let changes = BodyChanges.current.value else { return }
        FileHandle.standardError.write(Data((changes.line(for: Self.self) + "\n").utf8))
    }
}
