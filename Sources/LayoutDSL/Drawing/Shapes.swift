/// SwiftUI's built-in shapes.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// iOS 17 makes `.continuous` the default corner style.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

/// Corners with their own radii; each corner is circular or continuous as `style` says.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
        path.addRoundedRect(in: rect, radii: radii.map { CGSize(width: $0, height: $0) }, style: style)
        return path
    }
}

/// R9 (OpenSwiftUI's Circle): a circle answers a square of the smaller proposed side and is
/// drawn centred in its frame.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// Round ends of half the shorter side; `.circular` by default, as SwiftUI's Capsule.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// A `Path` is a shape drawn as is.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

public struct InsetShape<Base: Shape>: Shape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

public struct TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat, to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

public struct TransformedShape<Base: Shape>: Shape {
    let base: Base
    let transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { base.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

public struct RotatedShape<Base: Shape>: Shape {
    let base: Base
    let angle: Angle, anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(about(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

public struct ScaledShape<Base: Shape>: Shape {
    let base: Base
    let scale: CGSize, anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).applying(about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
