import Foundation
@testable import LayoutDSL
import Testing

/// iOS 26's font modifiers (`pointSize(_:)`, `scaled(by:)`, the `isActive:` forms) and
/// `Font.resolve(in:)`, with the sizes Apple's documentation and Dynamic Type table give.
struct FontModifiersTests {
    private func context(_ size: DynamicTypeSize) -> Font.Context {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        return environment.fontResolutionContext
    }

    /// "Font.body.scaled(by: 2).bold().scaled(by: 3) results in a bold body font 6x its usual size."
    @Test func scalesMultiplyAsDocumented() {
        let resolved = Font.body.scaled(by: 2).bold().scaled(by: 3).resolve(in: context(.large))
        #expect(resolved.pointSize == 102)
        #expect(resolved.isBold && resolved.weight == .bold)
    }

    /// A scaled text style keeps following the text size: body is 28 pt at accessibility1.
    @Test func scaledStyleFollowsTheTextSize() {
        #expect(Font.body.scaled(by: 2).resolve(in: context(.accessibility1)).pointSize == 56)
        #expect(Font.custom("Georgia", size: 10, relativeTo: .title).scaled(by: 1.5)
                    .resolve(in: context(.xxxLarge)).pointSize == 15.0 * 34 / 28)
        #expect(Font.system(size: 10).scaled(by: 1.5).resolve(in: context(.accessibility5)).pointSize == 15)
    }

    /// "Setting the point size explicitly will result in style based fonts no longer scaling."
    @Test func pointSizeStopsScaling() {
        #expect(Font.title.pointSize(40).resolve(in: context(.accessibility3)).pointSize == 40)
        #expect(Font.title.resolve(in: context(.accessibility3)).pointSize == 48)
        #expect(Font.title.pointSize(40).bold().resolve(in: context(.large)).weight == .bold)
    }

    @Test func isActiveFormsAddAndRemove() {
        #expect(Font.body.bold().bold(false).weight == .regular)
        #expect(Font.headline.bold().bold(false).weight == .semibold)
        #expect(Font.system(size: 12, weight: .light).bold(false).weight == .light)
        #expect(Font.body.bold(true).weight == .bold)
        #expect(Font.body.italic().italic(false).isItalic == false && Font.body.italic(true).isItalic)
        #expect(Font.body.monospaced(true).design == .monospaced && Font.body.monospaced().monospaced(false).design == .default)
        #expect(Font.system(size: 12, design: .serif).monospaced(false).design == .serif)

        let both = Font.body.smallCaps(true).resolve(in: context(.large))
        #expect(both.isSmallCaps && both.isLowercaseSmallCaps && both.isUppercaseSmallCaps)
        let capitals = Font.body.smallCaps().lowercaseSmallCaps(false).resolve(in: context(.large))
        #expect(!capitals.isSmallCaps && !capitals.isLowercaseSmallCaps && capitals.isUppercaseSmallCaps)
        #expect(Font.body.uppercaseSmallCaps(true).uppercaseSmallCaps(false).smallCapsFeatures.isEmpty)
    }

    @Test func resolvedFontKeepsItsTraits() {
        let resolved = Font.system(.body, design: .monospaced).italic().width(.condensed).leading(.loose)
            .resolve(in: context(.xSmall))
        #expect(resolved == Font.Resolved(pointSize: 14, weight: .regular, width: .condensed, leading: .loose, isItalic: true,
                                          isMonospaced: true, isLowercaseSmallCaps: false, isUppercaseSmallCaps: false))
        #expect(context(.large) != context(.xLarge) && context(.large) == context(.large))
    }

    /// A text at a scaled font is laid out as at the fixed font of the same size.
    @Test func textTakesTheScaledSize() throws {
        let tree = try resolve(VStack {
            Text("Pantry").font(.body.scaled(by: 2)).accessibilityIdentifier("scaled")
            Text("Pantry").font(.system(size: 34)).accessibilityIdentifier("fixed")
            Text("Pantry").font(.largeTitle.pointSize(17)).accessibilityIdentifier("pointSize")
            Text("Pantry").font(.body).accessibilityIdentifier("body")
        }, 400, 400)
        #expect(frame(tree, "scaled").size == frame(tree, "fixed").size)
        #expect(frame(tree, "pointSize").size == frame(tree, "body").size)
        #expect(frame(tree, "scaled").height > 1.9 * frame(tree, "body").height)
    }

    @Test func textStylesAreCodable() throws {
        let data = try JSONEncoder().encode([Font.TextStyle.headline, .caption2])
        #expect(try JSONDecoder().decode([Font.TextStyle].self, from: data) == [.headline, .caption2])
    }
}
