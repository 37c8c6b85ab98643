/// Objective-C's method selector, as a value: Swift on Linux has no Objective-C runtime, so
/// there is nothing to send it to. UIKit code in an app's module passes selectors to
/// `addTarget(_:action:for:)` and notification observers; `snap` rewrites `#selector(m)` to
/// `Selector (m)`, which lands in the generic initializer and names no method.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The selector's name, when it was made from one.
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    /// A method reference, as `#selector(m)` is rewritten for Linux.
    public init<Method>(_ method: Method) { name = "" }
}
