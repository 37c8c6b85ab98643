import LayoutDSL
import Render
import Testing

/// A UIKit symbol configured with a point size, text style, weight or scale draws in
/// `Image(uiImage:)` as `Image(systemName:)` does with that font and scale, whatever the view's font.
struct UIImageSymbolConfigurationTests {
    private func size<V: View>(_ view: V) throws -> CGSize {
        try #require(layout(view.accessibilityIdentifier("s")).node(id: "s")).frame.size
    }

    @Test func aConfiguredSymbolDrawsAtItsConfiguration() throws {
        let bold40 = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))!
        let configured = try size(Image(uiImage: bold40).font(.caption))
        #expect(configured == (try size(Image(systemName: "star.fill").font(.system(size: 40, weight: .bold)))))
        #expect(configured.height > (try size(Image(systemName: "star.fill").font(.caption))).height * 2)

        let large = bold40.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))!
        #expect(try size(Image(uiImage: large)) == (try size(Image(systemName: "star.fill").font(.system(size: 40, weight: .bold))
                                                             .imageScale(.large))))
        let headline = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(textStyle: .headline))!
        #expect(try size(Image(uiImage: headline)) == (try size(Image(systemName: "star.fill").font(.headline))))
        #expect(UIImage(named: "missing")?.applyingSymbolConfiguration(.unspecified) == nil)
    }
}
