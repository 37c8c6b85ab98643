/// The outline bordered buttons draw, as SwiftUI's `ButtonBorderShape` (a `Shape` since iOS 17).
/// `automatic` and `roundedRectangle` without a radius take the control size's corner radius
/// (`BorderedButtonMetrics`) when the button draws; in the Liquid Glass design `automatic` is a
/// capsule, as iOS 26 draws bordered buttons (a `.borderedProminent` button of an iOS-26-recorded
/// reference is a capsule: docs/reference/ios-conformance-cases.md, "Facts measured on iOS 26").
public struct ButtonBorderShape: Shape, Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, capsule, circle, roundedRectangle(radius: CGFloat?) }
    let kind: Kind

    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius: radius)) }

    /// This shape as a button of `design` draws it: the system's corner radius where it has none of its own.
    func resolved(systemRadius: CGFloat, design: SystemDesign) -> ButtonBorderShape {
        switch kind {
        case .automatic where design == .liquidGlass: return .capsule
        case .automatic, .roundedRectangle(radius: nil): return .roundedRectangle(radius: systemRadius)
        default: return self
        }
    }

    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: return Capsule(style: .continuous).path(in: rect)
        case .circle: return Circle().path(in: rect)
        case .roundedRectangle(let radius?): return RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
        // Unresolved (a shape has no environment): the compatibility design's regular control size's radius.
        case .automatic, .roundedRectangle(radius: nil):
            return resolved(systemRadius: ControlSize.regular.borderedMetrics.cornerRadius, design: .compatibility).path(in: rect)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] } set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of the bordered buttons in the environment (Apple's documentation of
    /// `Shape.buttonBorder`): `ButtonBorderShape.automatic`, resolved as the button draws.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
