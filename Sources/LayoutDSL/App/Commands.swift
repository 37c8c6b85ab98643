/// Menu commands an app adds to its scenes (Apple's documentation of `Commands`): the menu bar
/// of a Mac, the keyboard-shortcut menu of an iPad. An iPhone shows neither, and a render has no
/// menus to open, so commands compile with SwiftUI's API and draw nothing; `.commands { … }` on
/// a scene returns the scene as it was.
@MainActor @preconcurrency public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands this module declares: they hold nothing a render uses, and have no body.
protocol PrimitiveCommands: Commands where Body == Never {}

extension PrimitiveCommands {
    // Unreachable: the engine builds primitives itself and never asks for their `Never` body;
    // only code calling `.body` by hand reaches it, and SwiftUI traps there too.
    public var body: Never { fatalError("\(Self.self) is primitive commands; they have no body") }
}

/// No commands.
nonisolated public struct EmptyCommands: PrimitiveCommands {
    public init() {}
}

/// Commands added to, or replacing, a group of the standard menus.
nonisolated public struct CommandGroup<Content: View>: PrimitiveCommands {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A menu of its own in the menu bar.
nonisolated public struct CommandMenu<Content: View>: PrimitiveCommands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// The standard command groups (Apple's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's own command sets an app opts into.
nonisolated public struct SidebarCommands: PrimitiveCommands { public init() {} }
nonisolated public struct ToolbarCommands: PrimitiveCommands { public init() {} }
nonisolated public struct TextEditingCommands: PrimitiveCommands { public init() {} }
nonisolated public struct TextFormattingCommands: PrimitiveCommands { public init() {} }
nonisolated public struct InspectorCommands: PrimitiveCommands { public init() {} }
nonisolated public struct ImportFromDevicesCommands: PrimitiveCommands { public init() {} }

/// Commands a condition without `else` may leave out (`CommandsBuilder.buildIf`).
extension Optional: Commands, PrimitiveCommands where Wrapped: Commands {}

/// The branch an `if`/`else` of commands took.
extension _ConditionalContent: Commands, PrimitiveCommands where TrueContent: Commands, FalseContent: Commands {}

/// Several commands or an availability check: what `CommandsBuilder` makes.
nonisolated public struct _CommandsList: PrimitiveCommands {}

/// Builds commands from closures (Apple's documentation of `CommandsBuilder`).
@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _CommandsList { _CommandsList() }
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }
    /// An `if`/`else`'s branch as SwiftUI keeps it: the conditional content of both branches' types.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands { _CommandsList() }
}

nonisolated extension Scene {
    /// The scene with `content`'s commands: on an iPhone, and in a render, the scene as it was.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
    /// The scene without the system's commands.
    public func commandsRemoved() -> some Scene { self }
    /// The scene with the system's commands replaced by `content`'s.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
