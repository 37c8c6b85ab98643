import Foundation
@testable import LayoutDSL
import Testing

/// SwiftUI's public environment values for settings the modifiers make, and for the scene's
/// and device's state, with iOS's defaults.
struct PublicEnvironmentValuesTests {
    private final class Box { var environment = EnvironmentValues() }
    private struct Reader: View {
        let box: Box
        @Environment(\.self) var environment
        var body: some View {
            box.environment = environment
            return Color.clear
        }
    }

    /// The environment a view inside `modified` sees.
    private func environment<V: View>(_ modified: (AnyView) -> V) throws -> EnvironmentValues {
        let box = Box()
        _ = try resolve(modified(AnyView(Reader(box: box))), 50, 50)
        return box.environment
    }

    @Test func modifiersSetTheirValues() throws {
        let set = try environment { $0
            .scrollIndicators(.hidden, axes: .horizontal)
            .scrollBounceBehavior(.basedOnSize, axes: [.horizontal])
            .menuOrder(.fixed)
            .menuIndicator(.hidden)
            .contentTransition(.numericText())
            .scrollDismissesKeyboard(.interactively)
            .labelsHidden()
            .hoverEffectDisabled()
            .focusEffectDisabled()
        }
        #expect(set.horizontalScrollIndicatorVisibility == .hidden)
        #expect(set.verticalScrollIndicatorVisibility == .automatic)
        #expect(set.horizontalScrollBounceBehavior == .basedOnSize)
        #expect(set.verticalScrollBounceBehavior == .automatic)
        #expect(set.menuOrder == .fixed)
        #expect(set.menuIndicatorVisibility == .hidden)
        #expect(set.contentTransition == .numericText())
        #expect(set.scrollDismissesKeyboardMode == .interactively)
        #expect(set.labelsVisibility == .hidden)
        #expect(set.isHoverEffectEnabled == false)
        #expect(set.isFocusEffectEnabled == false)
    }

    @Test func defaults() {
        let environment = EnvironmentValues()
        #expect(environment.contentTransition == .identity)
        #expect(environment.labelsVisibility == .automatic)
        #expect(environment.defaultMinListRowHeight == 44)
        #expect(environment.defaultMinListHeaderHeight == nil)
        #expect(environment.appearsActive && !environment.isLuminanceReduced && !environment.isSceneCaptured)
        #expect(environment.accessibilityPlayAnimatedImages && !environment.accessibilityEnabled)
        #expect(environment.disableAutocorrection == false)
    }

    /// The setter of a value with a public setter reaches the setting behind it.
    @Test func settersReachTheirSettings() {
        var environment = EnvironmentValues()
        environment.verticalScrollIndicatorVisibility = .never
        #expect(environment.scrollIndicators.vertical == .never)
        environment.disableAutocorrection = true
        #expect(environment.autocorrectionDisabled)
        environment.disableAutocorrection = nil
        #expect(environment.autocorrectionDisabled == false)
        environment.labelsVisibility = .hidden
        #expect(environment.labelsHidden)
    }

    /// A list's rows are at least `defaultMinListRowHeight` tall: 44 points in iOS 18, or what is set.
    @Test(.design(.compatibility)) func listRowsTakeTheMinimumRowHeight() throws {
        func rowHeight(_ minimum: CGFloat?) throws -> CGFloat {
            let list = List { Color.red.frame(height: 20).accessibilityIdentifier("a"); Color.blue.frame(height: 20).accessibilityIdentifier("b") }
                .listStyle(.plain)
            let tree = try minimum.map { try resolve(list.environment(\.defaultMinListRowHeight, $0), 390, 600) } ?? resolve(list, 390, 600)
            return frame(tree, "b").minY - frame(tree, "a").minY
        }
        #expect(try rowHeight(nil) == 44)
        #expect(try rowHeight(60) == 60)
    }

    @Test func contentSizeCategoriesCompareBySize() {
        #expect(ContentSizeCategory.small < .large)
        #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(ContentSizeCategory.large <= .large && ContentSizeCategory.large >= .large)
    }

    /// The key `preferredColorScheme(_:)` writes is SwiftUI's public one: the first set wins.
    @Test func preferredColorSchemeKeyKeepsTheFirst() {
        var value: PreferredColorSchemeKey.Value = nil
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        #expect(value == .dark)
    }
}
