@testable import LayoutDSL
import Testing

/// `monospacedDigit()` on a view gives every text inside fixed-width digits, as on a `Text`.
struct MonospacedDigitViewTests {
    @Test func viewModifierMatchesTheTextModifier() throws {
        let tree = try resolve(VStack(alignment: .leading) {
            Text("1111").monospacedDigit().accessibilityIdentifier("text")
            HStack { Text("1111") }.monospacedDigit().accessibilityIdentifier("view")
            Text("1111").accessibilityIdentifier("plain")
        }, 300, 300)
        #expect(frame(tree, "view").width == frame(tree, "text").width)
        // The system font's proportional "1" is narrower than its tabular one.
        #expect(frame(tree, "plain").width < frame(tree, "text").width)
    }
}
