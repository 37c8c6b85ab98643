import Foundation
import LayoutDSL
import Render
import Testing

/// UIKit's string measuring (NSStringDrawing) gives the sizes `Text` lays out with the same font:
/// apps size labels and cells with it.
struct NSStringDrawingTests {
    private func textSize(_ string: String, font: Font, width: CGFloat? = nil) throws -> CGSize {
        let text = Text(verbatim: string).font(font).fixedSize(horizontal: width == nil, vertical: true)
        let tree = try layout(text.frame(width: width).accessibilityIdentifier("t"))
        return try #require(tree.node(id: "t")?.children.first?.frame.size ?? tree.node(id: "t")?.frame.size)
    }

    @Test func aStringMeasuresAsItsText() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let measured = "Hello".size(withAttributes: [.font: font])
        #expect(measured == (NSString(string: "Hello")).size(withAttributes: [.font: font]))
        let text = try textSize("Hello", font: .system(size: 17))
        #expect(measured.width == text.width && measured.height == text.height)
        #expect(measured.width > 30 && measured.width < 50)
    }

    /// With `usesLineFragmentOrigin` a string wraps within the width; without, it stays one line.
    @Test func boundingRectsWrapWithLineFragments() throws {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
        let line = "Lisbon".size(withAttributes: attributes).height
        let string = "A week in Lisbon and Porto"
        let wrapped = string.boundingRect(with: CGSize(width: 80, height: 1000), options: .usesLineFragmentOrigin,
                                          attributes: attributes, context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 80 && wrapped.height > 2 * line)
        let single = string.boundingRect(with: CGSize(width: 80, height: 1000), options: [], attributes: attributes, context: nil)
        #expect(single.height == line && single.width > 80)
        // No font: UIKit's 12 pt default.
        #expect("Lisbon".size().height < line)
    }
}
