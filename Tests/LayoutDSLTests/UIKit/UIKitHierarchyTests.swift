import LayoutDSL
import Testing

/// UIKit's classes as app code drives them: the view hierarchy, controllers' views and
/// containment, the preview's application, scene and window, and the value getters.
struct UIKitHierarchyTests {
    @Test func subviewsKeepUIKitsOrderAndOneSuperview() {
        let root = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        let a = UIView(), b = UIView(), c = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews == [c, a, b])
        root.insertSubview(c, aboveSubview: a)
        #expect(root.subviews == [a, c, b])
        root.bringSubviewToFront(a)
        #expect(root.subviews == [c, b, a])
        let other = UIView()
        other.addSubview(b)
        #expect(root.subviews == [c, a] && b.superview === other && b.next === other)
        b.removeFromSuperview()
        #expect(b.superview == nil && other.subviews.isEmpty)
        c.tag = 42
        #expect(root.viewWithTag(42) === c)
        #expect(c.isDescendant(of: root) && !root.isDescendant(of: c))
        // A point of c in root's space, and back: c sits at (5, 7) in root.
        #expect(c.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 6, y: 9))
        #expect(c.convert(CGPoint(x: 6, y: 9), from: root) == CGPoint(x: 1, y: 2))
        c.center = CGPoint(x: 100, y: 100)
        #expect(c.frame.origin == CGPoint(x: 75, y: 75))
    }

    @Test func controllersLoadTheirViewOnceAndContainChildren() {
        final class Screen: UIViewController {
            var loads = 0
            override func loadView() { view = UILabel() }
            override func viewDidLoad() { super.viewDidLoad(); loads += 1 }
        }
        let screen = Screen()
        #expect(!screen.isViewLoaded)
        #expect(screen.view is UILabel && screen.view is UILabel)
        #expect(screen.loads == 1 && screen.view.next === screen)
        let navigation = UINavigationController(rootViewController: screen)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers == [screen, detail] && detail.navigationController === navigation)
        #expect(navigation.popViewController(animated: true) === detail && detail.parent == nil)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        var presented = false
        screen.present(alert, animated: true) { presented = true }
        #expect(presented && screen.presentedViewController === alert && alert.presentingViewController === screen)
        alert.dismiss(animated: true)
        #expect(screen.presentedViewController == nil)
    }

    /// The preview's application: active, one connected window scene whose key window is the
    /// screen's size, the end of the responder chain.
    @Test func theApplicationHasThePreviewsSceneAndKeyWindow() throws {
        let application = UIApplication.shared
        #expect(application.applicationState == .active)
        let scene = try #require(application.connectedScenes.first as? UIWindowScene)
        #expect(application.connectedScenes.count == 1 && scene.activationState == .foregroundActive)
        let window = try #require(scene.windows.first { $0.isKeyWindow })
        #expect(window.bounds.size == UIScreen.main.bounds.size && window.next === scene && scene.next === application)
        // A SwiftUI app's root: a hosting controller, which helpers present from.
        let root = try #require(application.keyWindow?.rootViewController)
        #expect(root is UIHostingController<AnyView>)
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        root.present(share, animated: true)
        #expect(root.presentedViewController === share && share.presentingViewController === root)
        share.dismiss(animated: false)
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.view.window === window)
        #expect(!application.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    }

    /// Pads its content by the status bar's height, as apps read it from the window's scene.
    struct UnderStatusBar: View {
        var body: some View {
            let manager = UIApplication.shared.windows.first?.windowScene?.statusBarManager
            Color.red.frame(width: manager?.statusBarFrame.width ?? 1, height: manager?.statusBarFrame.height ?? 1)
                .accessibilityIdentifier(manager?.isStatusBarHidden == true ? "hidden" : "shown")
        }
    }

    /// The scene's status bar covers the top safe area of the host whose body reads it, the
    /// screen's width; a canvas without a top inset shows none (a zero frame).
    @Test func theScenesStatusBarCoversTheTopSafeArea() throws {
        let device = ViewHost(UnderStatusBar(), canvasSize: CGSize(width: 393, height: 852))
        device.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        #expect(try device.update().node(id: "shown")?.frame.size == CGSize(width: 393, height: 59))
        let canvas = ViewHost(UnderStatusBar(), canvasSize: CGSize(width: 200, height: 200))
        #expect(try canvas.update().node(id: "hidden")?.frame.size == .zero)
    }

    @Test func colourComponentsAndFontsAndControls() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 0.25)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 2.0 / 3) < 1e-6 && s == 1 && v == 1)
        var w: CGFloat = 0
        #expect(UIColor.lightText.getWhite(&w, alpha: &a) && w == 1 && abs(a - 0.6) < 1e-6)
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        let bold = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(bold.pointSize == 17 && Font(bold) == Font.system(.body).bold())
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 20
        #expect(slider.value == 10)
        let toggle = UISwitch()
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() == nil)
    }
}
