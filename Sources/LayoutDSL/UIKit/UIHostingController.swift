/// A UIKit view controller that shows a SwiftUI view: how UIKit code embeds a SwiftUI screen,
/// and measures one (`sizeThatFits(in:)`) to size a cell, a sheet or a popover
/// (https://developer.apple.com/documentation/swiftui/uihostingcontroller).
///
/// There is no UIKit here to put its `view` on screen; the controller holds its root view, so
/// code that makes one compiles and can be rendered through `rootView`, and it measures the
/// root view with the layout engine. It is `@MainActor` as on iOS, although the
/// `UIViewController` here is not: subclasses then compile as written for iOS, such as the
/// `@MainActor required dynamic init?(coder:)` Xcode inserts, which would otherwise differ in
/// isolation from the initializer it overrides.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller shows; setting it replaces the view, as on iOS.
    public var rootView: Content
    /// Which of the controller's sizes track the root view's ideal size (iOS 16). Kept for
    /// code that sets it; there is no UIKit layout here for it to change.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe-area regions the root view respects (iOS 16.4): all of them unless set. Kept
    /// for code that sets it, like `sizingOptions`.
    public var safeAreaRegions: SafeAreaRegions = .all

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers are decoded from storyboards on iOS; there are none here, so this makes none.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        return nil
    }

    /// Required as `UIViewController`'s is on iOS, so subclasses declare it as they do there;
    /// there are no storyboards here, so it makes no controller.
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The root view's size for `size` proposed to it, each dimension as given, measured by the
    /// layout engine as a canvas of that size measures its root: what the view would take if
    /// hosted in a container of that size.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        ViewHost(rootView, canvasSize: size).sizeThatFits(ProposedViewSize(size))
    }

    /// What the root view asks of the status bar with `statusBarHidden(_:)`, as the hosting
    /// controller forwards it to UIKit.
    override open var prefersStatusBarHidden: Bool { rootTree?.statusBarHidden ?? false }

    /// The status bar style of the root view's `toolbarColorScheme(_:for: .navigationBar)` or
    /// status bar scheme: light content over a dark scheme, dark content over a light one, the
    /// default when the view asks for none.
    override open var preferredStatusBarStyle: UIStatusBarStyle {
        switch rootTree?.statusBarColorScheme {
        case .dark: .lightContent
        case .light: .darkContent
        default: .default
        }
    }

    /// Whether the root view hid the home indicator with `persistentSystemOverlays(.hidden)`.
    override open var prefersHomeIndicatorAutoHidden: Bool { rootTree?.persistentSystemOverlays == .hidden }

    /// The root view resolved on the screen, for the preferences it sends up to the controller.
    /// UIKit asks for them on the main thread, where the controller lives.
    nonisolated private var rootTree: ResolvedTree? {
        MainActor.assumeIsolated { try? ViewHost(rootView, canvasSize: UIScreen.main.bounds.size).update() }
    }
}
