extension Tips {
    /// A condition for a tip to display (Apple's documentation of `Tips.Rule`), written with
    /// `#Rule`: a parameter's value or an event's donations, tested each time the tip is asked
    /// whether it displays.
    public struct Rule: @unchecked Sendable {
        let holds: () -> Bool

        public init<Value>(_ parameter: Tips.Parameter<Value>, _ predicate: @escaping (Value) -> Bool) {
            holds = { predicate(parameter.wrappedValue) }
        }

        public init<Info>(_ event: Tips.Event<Info>, _ predicate: @escaping (Tips.Event<Info>) -> Bool) {
            holds = { predicate(event) }
        }
    }

    /// Builds a tip's `rules` (Apple's documentation of `Tips.RuleBuilder`).
    @resultBuilder
    public enum RuleBuilder {
        public static func buildExpression(_ rule: Tips.Rule) -> [Tips.Rule] { [rule] }
        public static func buildBlock(_ rules: [Tips.Rule]...) -> [Tips.Rule] { rules.flatMap { $0 } }
        public static func buildOptional(_ rules: [Tips.Rule]?) -> [Tips.Rule] { rules ?? [] }
        public static func buildEither(first rules: [Tips.Rule]) -> [Tips.Rule] { rules }
        public static func buildEither(second rules: [Tips.Rule]) -> [Tips.Rule] { rules }
        public static func buildArray(_ rules: [[Tips.Rule]]) -> [Tips.Rule] { rules.flatMap { $0 } }
    }
}

/// `#Rule(Self.$isLoggedIn) { $0 == true }` (Apple's documentation of TipKit's `Rule` macro,
/// https://developer.apple.com/documentation/tipkit/rule(_:_:)-5lwyq): a `Tips.Rule` of the
/// parameter's value.
@freestanding(expression)
public macro Rule<Value>(_ input: Tips.Parameter<Value>, _ predicate: @escaping (Value) -> Bool) -> Tips.Rule =
    #externalMacro(module: "PreviewMacros", type: "TipRuleMacro")

/// `#Rule(Self.didViewProfile) { $0.donations.count >= 3 }`: a `Tips.Rule` of the event's donations.
@freestanding(expression)
public macro Rule<Info>(_ input: Tips.Event<Info>, _ predicate: @escaping (Tips.Event<Info>) -> Bool) -> Tips.Rule =
    #externalMacro(module: "PreviewMacros", type: "TipRuleMacro")
