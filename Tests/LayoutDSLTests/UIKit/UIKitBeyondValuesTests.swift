import Foundation
@testable import LayoutDSL
import Testing

/// The UIKit an app's module uses beyond values (layout, layers, controls, appearance proxies,
/// haptics) compiles, keeps what is set on it, and does nothing: there is no UIKit here.
struct UIKitBeyondValuesTests {
    /// Constraints made from anchors keep their terms; activating one only marks it active.
    @Test func anchorsMakeConstraintsThatKeepTheirTerms() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16)
        let top = child.topAnchor.constraint(greaterThanOrEqualTo: parent.safeAreaLayoutGuide.topAnchor, constant: 8)
        let height = child.heightAnchor.constraint(equalToConstant: 44)
        let width = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5)
        #expect(!leading.isActive && leading.priority == .required)

        NSLayoutConstraint.activate([leading, top, height, width])
        #expect(leading.isActive && top.isActive && height.isActive && width.isActive)
        #expect(leading.firstItem === child && leading.secondItem === parent)
        #expect(leading.firstAttribute == .leading && leading.relation == .equal && leading.constant == 16)
        #expect(top.relation == .greaterThanOrEqual && top.secondItem === parent.safeAreaLayoutGuide && top.constant == 8)
        #expect(parent.safeAreaLayoutGuide.owningView === parent)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 44)
        #expect(width.multiplier == 0.5 && width.secondAttribute == .width)

        leading.constant = 20
        NSLayoutConstraint.deactivate([leading])
        #expect(!leading.isActive && leading.constant == 20 && top.isActive)
        #expect(parent.frame == .zero && child.frame == .zero)
    }

    @Test func viewsKeepConstraintsAndPriorities() {
        let view = UIView()
        let c = view.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        c.priority = .defaultHigh - 1
        view.addConstraints([c])
        #expect(view.constraints.count == 1 && view.constraints[0].priority.rawValue == 749)
        view.removeConstraint(c)
        #expect(view.constraints.isEmpty)

        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .horizontal)
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    /// A view's layer is one instance, made when first read, and keeps animations by key.
    @Test func layersKeepStyleAndAnimations() {
        let view = UIView()
        view.layer.cornerRadius = 12
        view.layer.masksToBounds = true
        #expect(view.layer.cornerRadius == 12 && view.layer.masksToBounds)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3) && view.layer.shadowOpacity == 0)

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1.0
        pulse.toValue = 1.1
        pulse.duration = 0.6
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(pulse, forKey: "pulse")
        view.layer.add(CAKeyframeAnimation(keyPath: "position"), forKey: nil)
        #expect(view.layer.animation(forKey: "pulse") === pulse && view.layer.animationKeys() == ["pulse"])
        #expect(pulse.keyPath == "transform.scale" && pulse.toValue as? Double == 1.1 && pulse.isRemovedOnCompletion)
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)

        let sublayer = CALayer()
        view.layer.addSublayer(sublayer)
        #expect(sublayer.superlayer === view.layer && view.layer.sublayers?.count == 1)
        sublayer.removeFromSuperlayer()
        #expect(sublayer.superlayer == nil && view.layer.sublayers?.isEmpty == true)
    }

    @Test func timingFunctionsHaveCoreAnimationsControlPoints() {
        var point = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        CAMediaTimingFunction(name: .linear).getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
    }

    @Test func feedbackGeneratorsKeepTheirStyle() {
        #expect(UIImpactFeedbackGenerator(style: .rigid).style == .rigid)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        let view = UIView()
        let generator = UIImpactFeedbackGenerator(style: .light, view: view)
        generator.prepare()
        generator.impactOccurred(intensity: 0.5)
        #expect(generator.view === view && generator.style == .light)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
    }

    /// An appearance proxy is an instance of the class it is asked of, and what is set on it
    /// changes no other instance.
    @Test func appearanceProxiesAreInertInstances() {
        let bar = UINavigationBar.appearance()
        bar.prefersLargeTitles = true
        bar.titleTextAttributes = [.foregroundColor: UIColor.red]
        #expect(type(of: bar) == UINavigationBar.self && bar.prefersLargeTitles)
        #expect(UINavigationBar.appearance() !== bar && !UINavigationBar().prefersLargeTitles)
        #expect(type(of: UITableView.appearance()) == UITableView.self && UITableView.appearance().style == .plain)
        #expect(type(of: UISegmentedControl.appearance()) == UISegmentedControl.self)
        #expect(type(of: UILabel.appearance()) == UILabel.self)
    }

    @Test func barAppearancesConfigureTheirBackground() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)

        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemBlue
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemBlue]
        #expect(tabs.stackedLayoutAppearance.selected.iconColor == .systemBlue)
        #expect(tabs.stackedLayoutAppearance.normal.iconColor == nil)
        tabs.stackedLayoutAppearance.configureWithDefault(for: .stacked)
        #expect(tabs.stackedLayoutAppearance.selected.iconColor == nil)
        #expect(tabs.stackedLayoutAppearance.selected.titleTextAttributes.isEmpty)
    }

    /// UIKit's attribute keys have UIKit's raw values, so dictionaries built with them match iOS's.
    @Test func attributeKeysAreUIKits() {
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        let text = NSAttributedString(string: "Hi", attributes: [.paragraphStyle: style, .kern: 1.5])
        #expect((text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect(NSParagraphStyle.default.alignment == .natural && NSTextAlignment.center.rawValue == 1)
    }

    @Test func effectsKeepTheirStyle() {
        let blur = UIBlurEffect(style: .systemUltraThinMaterialDark)
        #expect(blur.style == .systemUltraThinMaterialDark && blur.style.rawValue == 16)
        let vibrancy = UIVibrancyEffect(blurEffect: blur)
        #expect(vibrancy.blurEffect === blur && vibrancy.style == .label)
        let view = UIVisualEffectView(effect: vibrancy)
        #expect(view.effect === vibrancy)
    }

    @Test func controlsKeepTheirStateAndUIKitsDefaults() {
        let label = UILabel()
        #expect(label.numberOfLines == 1 && label.textAlignment == .natural && label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label && label.text == nil)

        let field = UITextField()
        field.addTarget(nil, action: Selector("changed"), for: .editingChanged)
        #expect(field.text == "" && field.borderStyle == .none && field.keyboardType == .default)
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder && field.resignFirstResponder())

        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.buttonType == .system && button.title(for: .disabled) == "Go")
        button.isHighlighted = true
        #expect(button.state == .highlighted && button.currentTitle == "Going")
        button.isEnabled = false
        #expect(button.state == [.highlighted, .disabled])

        let segments = UISegmentedControl(items: ["Day", "Week"])
        #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "Week")
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)

        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        #expect(spinner.style == .large && spinner.isAnimating && spinner.hidesWhenStopped)

        let table = UITableView(frame: .zero, style: .insetGrouped)
        let path = IndexPath(row: 3, section: 1)
        #expect(table.style == .insetGrouped && path.row == 3 && path.section == 1 && path.item == 3)
        #expect(table.dequeueReusableCell(withIdentifier: "cell", for: path).reuseIdentifier == "cell")
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UICollectionViewFlowLayout().itemSize == CGSize(width: 50, height: 50))

        let scroll = UIScrollView()
        scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(scroll.contentOffset.y == 40 && UITextView().textContainerInset.top == 8)
    }

    /// Keyboard avoidance as apps write it: the keyboard's notification names and userInfo keys
    /// are the SDK's strings, its frame an `NSValue` read back as `cgRectValue`, its curve a
    /// `UIView.AnimationCurve`.
    @Test func keyboardNotificationsCarryTheSDKsNamesAndValues() throws {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let frame = CGRect(x: 0, y: 508, width: 393, height: 336)
        final class Heard: @unchecked Sendable { var height: CGFloat? }
        let heard = Heard()
        let center = NotificationCenter()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            heard.height = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height
        }
        center.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
                               UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7)])
        center.removeObserver(token)
        #expect(heard.height == 336)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear && UIView.AnimationCurve(rawValue: 7) == nil)
    }

    /// A share sheet as apps wrap it: the items and activities kept, system activity types by the
    /// SDK's identifiers.
    @Test func activityViewControllersKeepTheirItems() {
        let sheet = UIActivityViewController(activityItems: ["Trip to Lisbon", URL(string: "https://example.com/trip")!],
                                             applicationActivities: nil)
        sheet.excludedActivityTypes = [.print, .assignToContact]
        #expect(sheet.activityItems.count == 2 && sheet.applicationActivities == nil)
        #expect(sheet.excludedActivityTypes?.map(\.rawValue) == ["com.apple.UIKit.activity.Print",
                                                                 "com.apple.UIKit.activity.AssignToContact"])
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
    }

    /// A "Copy" button's pasteboard: what is written is read back by kind, and each write
    /// counts a change.
    @Test func pasteboardsKeepWhatIsCopied() throws {
        let board = UIPasteboard.withUniqueName()
        #expect(board.string == nil && !board.hasStrings && board.changeCount == 0)
        board.string = "TRIP-2026"
        #expect(board.string == "TRIP-2026" && board.hasStrings && !board.hasURLs && board.changeCount == 1)
        board.urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
        #expect(board.numberOfItems == 2 && board.url?.lastPathComponent == "a" && board.string == nil)
        board.setValue("plain", forPasteboardType: "public.utf8-plain-text")
        #expect(board.string == "plain" && board.contains(pasteboardTypes: ["public.utf8-plain-text"]) && board.changeCount == 3)
    }

    /// `UIAccessibility`'s settings are the updating host's (a device reports its own), iOS's
    /// defaults outside a host.
    @Test func accessibilitySettingsAreTheHostsEnvironment() throws {
        struct Reader: View {
            let sink: Sink
            var body: some View {
                sink.read = (UIAccessibility.isReduceMotionEnabled, UIAccessibility.isBoldTextEnabled,
                             UIAccessibility.isDarkerSystemColorsEnabled)
                return Color.clear
            }
        }
        final class Sink { var read: (Bool, Bool, Bool)? }
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        let sink = Sink()
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = true
        environment.legibilityWeight = .bold
        _ = try ViewHost(Reader(sink: sink), canvasSize: CGSize(width: 10, height: 10), environment: environment).update()
        #expect(sink.read.map { [$0.0, $0.1, $0.2] } == [true, true, false])
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }
}
