/// The text a `TextRenderer` sizes: asked for its size as the text view would answer
/// (https://developer.apple.com/documentation/swiftui/textproxy).
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}
