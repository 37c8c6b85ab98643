import Foundation
@testable import LayoutDSL
import Testing

/// What app code reads from UIKit outside views, read while a host updates: the current trait
/// collection, text sizes for custom fonts (`UIFontMetrics`), the device and its system version,
/// the key window's safe area; and what it sets (the animation switch, battery monitoring).
struct UIKitTraitsAndDeviceTests {
    final class Sink<T> { var body: T?; var appear: T? }
    struct Reader<T>: View {
        let sink: Sink<T>
        let read: () -> T
        var body: some View {
            sink.body = read()
            return Color.clear.onAppear { sink.appear = read() }
        }
    }

    /// Runs `read` in a view's body and in its `onAppear`, in a host of `environment`.
    func read<T>(_ environment: EnvironmentValues = EnvironmentValues(), insets: EdgeInsets = EdgeInsets(),
                 _ read: @escaping () -> T) throws -> (body: T?, appear: T?) {
        let sink = Sink<T>()
        let host = ViewHost(Reader(sink: sink, read: read), canvasSize: CGSize(width: 393, height: 852), environment: environment)
        host.safeAreaInsets = insets
        _ = try host.update()
        return (sink.body, sink.appear)
    }

    /// `UITraitCollection.current` is the updating host's traits; one code sets stays current
    /// while that host updates, and `performAsCurrent` restores the one before.
    @Test func theCurrentTraitsAreTheHosts() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        environment.dynamicTypeSize = .xxxLarge
        environment.displayScale = 3
        let traits = try read(environment) { UITraitCollection.current }
        #expect(traits.body?.userInterfaceStyle == .dark && traits.body?.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(traits.body?.displayScale == 3 && traits.appear?.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        let set = try read(environment) { () -> [UIUserInterfaceStyle] in
            var styles = [UITraitCollection.current.userInterfaceStyle]
            UITraitCollection(userInterfaceStyle: .light).performAsCurrent { styles.append(UITraitCollection.current.userInterfaceStyle) }
            styles.append(UITraitCollection.current.userInterfaceStyle)
            UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
            styles.append(UITraitCollection.current.userInterfaceStyle)
            return styles
        }
        #expect(set.body == [.dark, .light, .dark, .light])
        // Another host does not see what the last one set.
        #expect(try read(environment) { UITraitCollection.current.userInterfaceStyle }.body == .dark)
    }

    /// A body size scales as the body style does: 17 pt is 23 at xxxLarge and 28 at
    /// accessibility1 (Apple's Dynamic Type sizes, docs/dynamic-type.md); a cap holds; the
    /// preferred font follows the text size.
    @Test func fontMetricsScaleWithTheTextSize() throws {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge
        let values = try read(environment) { () -> [CGFloat] in
            [UIFontMetrics.default.scaledValue(for: 17),
             UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)),
             UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20).pointSize,
             UIFont.preferredFont(forTextStyle: .body).pointSize,
             UIFont.preferredFont(forTextStyle: .largeTitle).pointSize]
        }
        #expect(values.body == [23, 28, 20, 23, 40])
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 17)
    }

    /// The system version is the design's iOS; the battery is unknown however monitoring is set;
    /// the vendor identifier is the same on every run.
    @Test func theDeviceReportsTheDesignsSystemAndNoBattery() throws {
        var glass = EnvironmentValues(), compatible = EnvironmentValues()
        glass.systemDesign = .liquidGlass
        compatible.systemDesign = .compatibility
        #expect(try read(glass) { UIDevice.current.systemVersion }.body == "26.0")
        #expect(try read(compatible) { UIDevice.current.systemVersion }.body == "18.0")
        let device = UIDevice.current
        device.isBatteryMonitoringEnabled = true
        #expect(device.isBatteryMonitoringEnabled && device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = false
        #expect(device.identifierForVendor?.uuidString == "00000000-0000-4000-8000-000000000000")
    }

    /// The key window's safe area is the host's, in the body and in `onAppear`.
    @Test func theKeyWindowHasTheHostsSafeArea() throws {
        let insets = try read(insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)) {
            UIApplication.shared.windows.first { $0.isKeyWindow }?.safeAreaInsets
        }
        #expect(insets.body == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(insets.appear == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @MainActor @Test func animationsCanBeSwitchedOff() {
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
    }
}
