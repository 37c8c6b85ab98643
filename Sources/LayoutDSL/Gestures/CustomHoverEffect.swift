/// iOS 18's composable pointer effects (Apple's `CustomHoverEffect`): an effect is made of
/// others through `body(content:)`, starting from `EmptyHoverEffect`. They show only while a
/// trackpad pointer is over the view (see `HoverEffect`); a touch screen has no pointer, so on
/// iPhone every effect leaves the view as it is drawn, at rest and in every frame.
public protocol CustomHoverEffect {
    associatedtype Body: CustomHoverEffect
    typealias Content = EmptyHoverEffect
    func body(content: Content) -> Body
}

extension CustomHoverEffect where Body == Never {
    // Unreachable: the effects without a body are the built-in ones, which nothing asks for a
    // body; SwiftUI traps there too.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive hover effect; it has no body") }
}

extension Never: CustomHoverEffect {}

/// The effect with nothing in it, which every effect's `body` starts from.
public struct EmptyHoverEffect: CustomHoverEffect {
    public typealias Body = Never
    public init() {}
}

/// An effect turned off (`hoverEffectDisabled(_:)`).
public struct DisabledHoverEffect<Base: CustomHoverEffect>: CustomHoverEffect {
    let base: Base
    let isDisabled: Bool
    public func body(content: Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect {
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect {
        DisabledHoverEffect(base: self, isDisabled: isDisabled)
    }
}
