@testable import LayoutDSL
import Testing

/// SwiftUI's bridges to UIKit: trait values from SwiftUI's, trait collections with app-defined
/// traits, hosting configurations drawn as their content, hosting controllers' preferences.
struct UIKitBridgesTests {
    @Test func traitEnumsBridgeFromSwiftUIValues() {
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark && UIUserInterfaceStyle(nil) == .unspecified)
        #expect(UIUserInterfaceSizeClass(.compact) == .compact && UIUserInterfaceSizeClass(nil).rawValue == 0)
        #expect(UIAccessibilityContrast(.increased) == .high && UIAccessibilityContrast(nil).rawValue == -1)
        #expect(UILegibilityWeight(.bold) == .bold)
        #expect(UITraitEnvironmentLayoutDirection(.rightToLeft) == .rightToLeft)
        #expect(UIContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
        #expect(UIContentSizeCategory(DynamicTypeSize.accessibility1).rawValue == "UICTContentSizeCategoryAccessibilityM")
        #expect(UIContentSizeCategory(ContentSizeCategory.small) == .small)
        #expect(UIContentSizeCategory(nil as DynamicTypeSize?) == .unspecified)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    /// An app's trait and its bridged environment key: the key writes the trait into a
    /// collection and reads it back.
    @Test func bridgedKeysReadAndWriteTraits() {
        struct Theme: UITraitDefinition { static let defaultValue = "plain" }
        struct ThemeKey: UITraitBridgedEnvironmentKey {
            static let defaultValue = "plain"
            static func read(from traitCollection: UITraitCollection) -> String { traitCollection[Theme.self] }
            static func write(to mutableTraits: inout any UIMutableTraits, value: String) { mutableTraits[Theme.self] = value }
        }
        #expect(ThemeKey.read(from: UITraitCollection()) == "plain")
        let traits = UITraitCollection { ThemeKey.write(to: &$0, value: "neon") }
        #expect(ThemeKey.read(from: traits) == "neon")
        let dark = traits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(dark.userInterfaceStyle == .dark && ThemeKey.read(from: dark) == "neon")
        #expect(traits.userInterfaceStyle == .unspecified)
    }

    /// A hosting configuration's content view draws its content inset by the margins over its
    /// background, at least its minimum size.
    struct Cell: UIViewRepresentable {
        let configuration: any UIContentConfiguration
        func makeUIView(context: Context) -> UIView { configuration.makeContentView() }
        func updateUIView(_ view: UIView, context: Context) {}
    }

    @MainActor @Test func hostingConfigurationsDrawTheirContent() throws {
        let configuration = UIHostingConfiguration { Color.red.frame(width: 50, height: 10).accessibilityIdentifier("content") }
            .margins(.horizontal, 4)
            .minSize(height: 60)
            .background(Color.green)
        let tree = try resolve(Cell(configuration: configuration).fixedSize().accessibilityIdentifier("cell"))
        let cell = frame(tree, "cell"), content = frame(tree, "content")
        #expect(cell.width == 58 && cell.height == 60)
        #expect(content.minX - cell.minX == 4)
        #expect(try #require(configuration.makeContentView()).supports(configuration))
    }

    /// A hosting controller answers the status bar and home indicator questions from its root
    /// view's preferences.
    @MainActor @Test func hostingControllersForwardTheRootViewsPreferences() {
        let plain = UIHostingController(rootView: Color.red)
        #expect(!plain.prefersStatusBarHidden && !plain.prefersHomeIndicatorAutoHidden)
        #expect(plain.preferredStatusBarStyle == .default)
        let immersive = UIHostingController(rootView: Color.black.statusBarHidden().persistentSystemOverlays(.hidden))
        #expect(immersive.prefersStatusBarHidden && immersive.prefersHomeIndicatorAutoHidden)
    }

    /// UIKit changes in a SwiftUI animation take effect, then the completion runs.
    @MainActor @Test func animateAppliesChangesThenCompletes() {
        let view = UIView()
        var completed = false
        UIView.animate(.spring) { view.alpha = 0.5 } completion: { completed = view.alpha == 0.5 }
        #expect(completed)
    }

    /// UIKit's block animations, as app code and packages (combine-schedulers' animated schedulers)
    /// call them: the changes take effect, then the completion runs, told the animation finished.
    @MainActor @Test func blockAnimationsApplyChangesThenComplete() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState]) {
            view.alpha = 0.5
        } completion: { finished.append($0 && view.alpha == 0.5) }
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: []) {
            view.alpha = 0.25
        } completion: { finished.append($0 && view.alpha == 0.25) }
        UIView.animate(springDuration: 0.4, bounce: 0.2) { view.alpha = 0.75 } completion: { finished.append($0) }
        UIView.performWithoutAnimation { view.isHidden = true }
        UIView.animate(withDuration: 0.2) { view.alpha = 1 }
        #expect(finished == [true, true, true] && view.isHidden && view.alpha == 1)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16 && UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    }
}
