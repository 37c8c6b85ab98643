/// The modifier that changes nothing (Apple's documentation of `EmptyModifier`): its content
/// comes out as it went in, so a modifier chosen at run time can be `EmptyModifier.identity`.
@frozen nonisolated public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    public init() {}
    static var attachesToContent: Bool { false }
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList { content }
}
