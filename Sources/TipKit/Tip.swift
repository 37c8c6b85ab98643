import LayoutDSL

/// A tip (Apple's documentation of `Tip`, https://developer.apple.com/documentation/tipkit/tip):
/// a title, and optionally a message, an image, actions, rules and options. It displays while
/// TipKit is configured, its rules hold and it is not invalidated (`Tips`).
public protocol Tip: Identifiable, Sendable where ID == String {
    var id: String { get }
    var title: Text { get }
    var message: Text? { get }
    var image: Image? { get }
    var actions: [Tips.Action] { get }
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    public typealias Action = Tips.Action
    public typealias Rule = Tips.Rule
    public typealias Option = TipOption
    public typealias Event = Tips.Event
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency

    /// The type's name, as Apple's default identifier is.
    public var id: String { String(describing: Self.self) }
    public var message: Text? { nil }
    public var image: Image? { nil }
    public var actions: [Tips.Action] { [] }
    public var rules: [Tips.Rule] { [] }
    public var options: [any TipOption] { [] }

    /// Whether the tip displays now.
    public var shouldDisplay: Bool { status == .available }

    public var status: Tips.Status {
        let type = ObjectIdentifier(Self.self)
        let (configured, all, shown, hidden, invalidated) = Tips.locked {
            ($0.isConfigured, $0.allOverride, $0.shownTypes.contains(type), $0.hiddenTypes.contains(type), $0.invalidated[id])
        }
        if hidden || all == false { return .pending }
        if shown || all == true { return .available }
        if let invalidated { return .invalidated(invalidated) }
        return configured && rules.allSatisfy { $0.holds() } ? .available : .pending
    }

    /// The status now, then never again: the datastore changes only when the app changes it.
    public var statusUpdates: AsyncStream<Tips.Status> { AsyncStream { $0.yield(status) } }
    public var shouldDisplayUpdates: AsyncStream<Bool> { AsyncStream { $0.yield(shouldDisplay) } }

    /// Stops the tip displaying, for `reason`.
    public func invalidate(reason: Tips.InvalidationReason) { Tips.locked { $0.invalidated[id] = reason } }
}
