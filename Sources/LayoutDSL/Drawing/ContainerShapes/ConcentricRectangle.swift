/// A rectangle whose corners are each fixed, square or concentric with the container shape's
/// (SwiftUI's `ConcentricRectangle` of iOS 26, Apple's documentation of the type and its
/// initializers; corner styles: `Edge.Corner.Style`).
///
/// With `isUniform` (or the `uniform…` pairs) the largest radius of the corners named together
/// applies to each of them, as Apple documents. The container is the nearest `containerShape(_:)`
/// around the view, a widget's or a device screen's (`ContainerShapeContext`); outside any, or in
/// one that does not describe its corners (`RoundedRectangularShape`), a concentric corner takes
/// its minimum's radius, or is square. Corners are continuous, as the system's concentric shapes
/// are (an estimate: Apple names no style).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ConcentricRectangle: Shape {
    var topLeading: Edge.Corner.Style
    var topTrailing: Edge.Corner.Style
    var bottomLeading: Edge.Corner.Style
    var bottomTrailing: Edge.Corner.Style
    /// The groups of corners that share their largest radius.
    var uniformGroups: [[Edge.Corner]] = []

    /// Each corner concentric with the container's, individually.
    public init() { self.init(styles: (.concentric, .concentric, .concentric, .concentric)) }

    /// The same style on the four corners; `isUniform` gives each the largest radius of the four.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(styles: (corners, corners, corners, corners))
        if isUniform { uniformGroups = [Edge.Corner.allCases] }
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(styles: (topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner))
    }

    /// The four styles: top leading, top trailing, bottom leading, bottom trailing.
    init(styles: (Edge.Corner.Style, Edge.Corner.Style, Edge.Corner.Style, Edge.Corner.Style)) {
        (topLeading, topTrailing, bottomLeading, bottomTrailing) = styles
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(styles: (uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners))
        uniformGroups = [[.topLeading, .topTrailing], [.bottomLeading, .bottomTrailing]]
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(styles: (uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners))
        uniformGroups = [[.topLeading, .bottomLeading], [.topTrailing, .bottomTrailing]]
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(styles: (uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner))
        uniformGroups = [[.topLeading, .topTrailing]]
    }

    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(styles: (topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners))
        uniformGroups = [[.bottomLeading, .bottomTrailing]]
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(styles: (uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner))
        uniformGroups = [[.topLeading, .bottomLeading]]
    }

    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(styles: (topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners))
        uniformGroups = [[.topTrailing, .bottomTrailing]]
    }

    /// The radius of each corner: its style's, given the container's concentric radius there (0
    /// with no container shape), the uniform groups raised to their largest, each at most half
    /// the shorter side.
    func radii(in rect: CGRect) -> RectangleCornerRadii {
        let container = ContainerShapeContext.current
        let containerRadii = container?.cornerRadii
        func concentric(_ corner: Edge.Corner) -> CGFloat {
            guard let container, let containerRadii else { return 0 }
            return container.concentricRadius(at: corner, of: rect, radii: containerRadii)
        }
        var radius: [Edge.Corner: CGFloat] = [
            .topLeading: topLeading.radius(concentric: concentric(.topLeading)),
            .topTrailing: topTrailing.radius(concentric: concentric(.topTrailing)),
            .bottomLeading: bottomLeading.radius(concentric: concentric(.bottomLeading)),
            .bottomTrailing: bottomTrailing.radius(concentric: concentric(.bottomTrailing)),
        ]
        for group in uniformGroups {
            let largest = group.map { radius[$0] ?? 0 }.max() ?? 0
            for corner in group { radius[corner] = largest }
        }
        let limit = min(rect.width, rect.height) / 2
        func r(_ corner: Edge.Corner) -> CGFloat { min(radius[corner] ?? 0, limit) }
        return RectangleCornerRadii(topLeading: r(.topLeading), bottomLeading: r(.bottomLeading),
                                    bottomTrailing: r(.bottomTrailing), topTrailing: r(.topTrailing))
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: radii(in: rect), style: .continuous)
    }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Shape where Self == ConcentricRectangle {
    /// A `ConcentricRectangle` with the same style on the four corners: `.rect(corners: .concentric)`.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }

    /// The corner-by-corner forms of the `ConcentricRectangle` initializers, each corner named.
    public static func rect(topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
                            bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
                            bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }

    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }

    public static func rect(uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style,
                            bottomTrailingCorner: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner,
                            bottomTrailingCorner: bottomTrailingCorner)
    }

    public static func rect(uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
                            topTrailingCorner: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner,
                            topTrailingCorner: topTrailingCorner)
    }

    public static func rect(uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style,
                            bottomTrailingCorner: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
                            bottomTrailingCorner: bottomTrailingCorner)
    }

    public static func rect(uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style,
                            bottomLeadingCorner: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner,
                            bottomLeadingCorner: bottomLeadingCorner)
    }
}
