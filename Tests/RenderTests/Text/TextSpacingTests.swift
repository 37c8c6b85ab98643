import LayoutDSL
import Render
import Testing

/// Stacks space text as SwiftUI does, by its fonts (docs/typography.md §3), measured against
/// iOS-recorded references (docs/reference/ios-measured-facts.md).
struct TextSpacingTests {
    /// `VStack { Text; Button }` with default spacing: 41 pt tall on iOS at 2x (two 20.5 pt
    /// lines, no gap); a flat 8 made it 49.
    @Test func textOverButtonHasNoGap() throws {
        let tree = try layout(VStack { Text("Some custom text"); Button("Some custom Button") {} }.fixedSize().accessibilityIdentifier("v"), scale: 2)
        #expect(frame(tree, "v").height == 41)
    }

    /// Baseline-aligned rows of a caption and a body text meet without a gap (20.33 pt apart at 3x).
    @Test func textRowsStackAtTheirLineHeight() throws {
        func row(_ caption: String, _ name: String, _ id: String) -> some View {
            HStack(alignment: .firstTextBaseline) { Text(caption).font(.caption); Spacer(); Text(name) }.accessibilityIdentifier(id)
        }
        let tree = try layout(VStack { row("Name", "Blob", "a"); row("Email", "blob@pointfree.co", "b") }, width: 390, height: 844, scale: 3)
        let (a, b) = (frame(tree, "a"), frame(tree, "b"))
        #expect(abs(a.height - 61.0 / 3) < 0.001)
        #expect(abs(b.minY - a.maxY) < 0.001)
    }

    /// A shape above text is its descent plus a tenth of its line away; one below, a line and a
    /// tenth less its cap height; padding makes text a plain view, 8 from the shape.
    @Test func shapesKeepTheirDistanceFromText() throws {
        let tree = try layout(VStack {
            Rectangle().frame(width: 50, height: 10).accessibilityIdentifier("top")
            Text("Title").accessibilityIdentifier("text")
            Rectangle().frame(width: 50, height: 10).accessibilityIdentifier("bottom")
            Text("Padded").padding(.vertical, 1).accessibilityIdentifier("padded")
        }, scale: 2)
        let (top, text, bottom, padded) = (frame(tree, "top"), frame(tree, "text"), frame(tree, "bottom"), frame(tree, "padded"))
        #expect(abs(text.minY - top.maxY - (17 * 494.0 / 2048 + 2.5)) < 0.001)
        #expect(abs(bottom.minY - text.maxY - (17 * 2444.0 / 2048 + 2.5 - 17 * 1443.0 / 2048)) < 0.001)
        #expect(abs(padded.minY - bottom.maxY - 8) < 0.001)
    }

    /// Across an HStack text keeps the 8-point default.
    @Test func textInARowKeepsTheDefault() throws {
        let tree = try layout(HStack { Text("A").accessibilityIdentifier("a"); Text("B").accessibilityIdentifier("b") }, scale: 2)
        #expect(abs(frame(tree, "b").minX - frame(tree, "a").maxX - 8) < 0.001)
    }
}
