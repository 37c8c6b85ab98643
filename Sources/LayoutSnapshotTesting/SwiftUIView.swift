import Foundation
import LayoutDSL
import SnapshotTesting

/// swift-snapshot-testing's size constraint for a SwiftUI snapshot (like `PreviewLayout`).
public enum SwiftUISnapshotLayout: Sendable {
    /// The view centred on a device's screen: its size, safe area and traits.
    case device(config: ViewImageConfig)
    /// The view centred in a canvas of this size, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The canvas is the view's ideal size, with no safe area.
    case sizeThatFits
}

extension Snapshotting where Value: View, Format == PNGImage {
    /// The view at its ideal size: swift-snapshot-testing's iOS `.image`, so
    /// `assertSnapshot(of: view, as: .image)` compiles and means the same here.
    public static var image: Snapshotting { .image() }

    /// swift-snapshot-testing's iOS strategy for SwiftUI views, with its parameters: the view
    /// laid out by `layout` with `traits` over the layout's own (a device config's traits, then
    /// these). The traits reach the environment as `UIHostingController` passes them on: style
    /// → `colorScheme`, content size category → `dynamicTypeSize`, layout direction, size classes,
    /// display scale (which is also the image's pixels per point: 2 when no trait gives one).
    ///
    /// `drawHierarchyInKeyWindow` is accepted so iOS lines compile unchanged; there is no window
    /// here, and the renderer draws the view the same either way.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        image(canvas: SnapshotCanvas(layout: layout, traits: traits), offset: .zero, scrollTarget: .first,
              precision: precision, perceptualPrecision: perceptualPrecision)
    }
}

extension SnapshotCanvas {
    /// The canvas swift-snapshot-testing's iOS strategy renders on for `layout` and `traits`.
    /// A `.device` config without a size renders as `.sizeThatFits` with the config's traits, no
    /// safe area (iOS would take the simulator's screen, which does not exist here).
    public init(layout: SwiftUISnapshotLayout, traits: UITraitCollection = .init()) {
        let config = switch layout {
        case .device(let config): config
        case .fixed(let width, let height): ViewImageConfig(size: CGSize(width: width, height: height), traits: traits)
        case .sizeThatFits: ViewImageConfig(traits: traits)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let insets = config.size == nil ? .zero : config.safeArea
        // The root's leading edge is the screen's left in either direction: the layout mirrors
        // what it places, not the screen.
        self.init(size: config.size ?? .zero, scale: traits.displayScale > 0 ? traits.displayScale : 2,
                  colorScheme: ColorScheme(traits.userInterfaceStyle) ?? .light,
                  safeAreaInsets: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
                  layoutDirection: LayoutDirection(traits.layoutDirection) ?? .leftToRight)
        dynamicTypeSize = DynamicTypeSize(traits.preferredContentSizeCategory) ?? .large
        horizontalSizeClass = UserInterfaceSizeClass(traits.horizontalSizeClass)
        verticalSizeClass = UserInterfaceSizeClass(traits.verticalSizeClass)
        sizesToFit = config.size == nil
        if sizesToFit, traits.displayScale > 0 { measuringScale = Self.simulatorScreenScale }
    }

    /// The screen scale of the simulator a fitting view is measured on when the traits draw it
    /// at a scale of their own: swift-snapshot-testing (pointfreeco/swift-snapshot-testing@1.19.7,
    /// `SwiftUIView.swift`) measures the hosting controller with `sizeThatFits(in:)` before it puts
    /// the test's traits on it, so at the screen's scale, and draws at the traits' `displayScale`.
    /// 3, an iPhone simulator's: every iOS-recorded fitting-size case of
    /// docs/reference/ios-conformance-cases.md is an iPhone 17 simulator's, 3x. Without a scale
    /// trait the image is drawn at 2 and measured at 2, as on a screen of that scale.
    public static let simulatorScreenScale: CGFloat = 3
}
