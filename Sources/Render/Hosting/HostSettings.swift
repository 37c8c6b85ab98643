import Foundation
import LayoutDSL

/// How a render hosts its view, as a hosting controller on a device would: the canvas, the
/// display scale, the traits the view sees in its environment (colour scheme, design, text size,
/// direction, locale, the device's size classes) and what the host seeds (`@AppStorage`
/// defaults, the safe area). `snap render`, the snapshot strategies and the fuzzer all host
/// through it, so the same settings give the same pixels whichever of them renders.
public struct HostSettings: Sendable {
    public var size: CGSize
    public var scale: CGFloat
    public var colorScheme: ColorScheme
    /// The design drawn: the task's (`SystemDesign.current`) unless set.
    public var design: SystemDesign
    public var dynamicTypeSize = DynamicTypeSize.large
    public var layoutDirection = LayoutDirection.leftToRight
    /// The root locale; nil keeps the environment's default (en_US, as an iPhone's).
    public var locale: Locale?
    /// The device the view sees (its size classes and display scale, `Device.apply`).
    public var device: Device?
    /// Size classes the view sees instead of the device's; nil keeps the device's or the default.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var safeAreaInsets = EdgeInsets()
    /// The canvas takes the view's ideal size (`.previewLayout(.sizeThatFits)`).
    public var sizesToFit = false
    /// The scale a canvas that sizes to fit is measured at, if not `scale` (`ViewHost.measuringScale`).
    public var measuringScale: CGFloat?
    public var showsScrollIndicators = false
    /// `@AppStorage` values seeded before the first update, as text.
    public var defaults: [String: String] = [:]
    /// Where `Image("name")`, `Color("name")` and `NSDataAsset(name:)` look: the app target's
    /// catalogs as its main bundle's (`PNGImageLoader(catalogs:)`); the shared loader has none.
    public var imageLoader = PNGImageLoader.shared

    public init(size: CGSize, scale: CGFloat = 2, colorScheme: ColorScheme = .light, design: SystemDesign = SystemDesign.current) {
        self.size = size; self.scale = scale; self.colorScheme = colorScheme; self.design = design
    }

    /// The root environment: the rendering engines at the scale and scheme, the image loader, then
    /// the design and text size, the device's traits, the size classes given over them, the
    /// direction and locale.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues.rendering(scale: scale, colorScheme: colorScheme, imageLoader: imageLoader)
        environment.systemDesign = design
        environment.dynamicTypeSize = dynamicTypeSize
        device?.apply(to: &environment)
        if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { environment.verticalSizeClass = verticalSizeClass }
        environment.layoutDirection = layoutDirection
        if let locale { environment.locale = locale }
        return environment
    }

    /// A host of `view` with these settings.
    public func host<V: View>(_ view: V) -> ViewHost {
        let host = ViewHost(view, canvasSize: size, environment: environment)
        for (key, value) in defaults.sorted(by: { $0.key < $1.key }) { host.appStorage[key] = value }
        host.safeAreaInsets = safeAreaInsets
        host.sizesToFit = sizesToFit
        host.measuringScale = measuringScale
        host.showsScrollIndicators = showsScrollIndicators
        return host
    }
}
