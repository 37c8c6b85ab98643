/// A random scene as plain data: the view tree, the canvas it is hosted on and what is done to
/// it before rendering. Codable (non-finite numbers as strings), so a failing tree travels to the
/// process that minimises it and can be replayed from a file.
public struct FuzzTree: Codable, Equatable, Sendable {
    public var root: FuzzNode
    public var width: Double
    public var height: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    /// Hosted as `.previewLayout(.sizeThatFits)` is: the canvas becomes the root's ideal size.
    public var sizesToFit: Bool
    /// The content offset of the first scroll view, if set.
    public var scrollOffset: FuzzPoint?
    public var dark: Bool
    public var rightToLeft: Bool

    public init(root: FuzzNode, width: Double, height: Double, scale: Double = 1, sizesToFit: Bool = false,
                scrollOffset: FuzzPoint? = nil, dark: Bool = false, rightToLeft: Bool = false) {
        self.root = root; self.width = width; self.height = height; self.scale = scale; self.sizesToFit = sizesToFit
        self.scrollOffset = scrollOffset; self.dark = dark; self.rightToLeft = rightToLeft
    }
}

public struct FuzzPoint: Codable, Equatable, Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

public struct FuzzColor: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable { case rgb, hsb, named }
    public var kind: Kind
    public var a: Double, b: Double, c: Double, opacity: Double
    /// For `.named`: a system colour (`red`, `primary`, `clear`…).
    public var name: String
    public init(kind: Kind, a: Double = 0, b: Double = 0, c: Double = 0, opacity: Double = 1, name: String = "") {
        self.kind = kind; self.a = a; self.b = b; self.c = c; self.opacity = opacity; self.name = name
    }
}

/// What fills or strokes a shape.
public enum FuzzPaint: Codable, Equatable, Sendable {
    case color(FuzzColor)
    case linear([FuzzStop], start: FuzzPoint, end: FuzzPoint)
    case radial([FuzzStop], center: FuzzPoint, startRadius: Double, endRadius: Double)
    case angular([FuzzStop], center: FuzzPoint, startAngle: Double, endAngle: Double)
}

public struct FuzzStop: Codable, Equatable, Sendable {
    public var color: FuzzColor
    public var location: Double
    public init(color: FuzzColor, location: Double) { self.color = color; self.location = location }
}

public enum FuzzShapeKind: String, Codable, CaseIterable, Sendable {
    case rectangle, circle, ellipse, capsule, roundedRectangle
}

/// How a shape is drawn: filled, or stroked with a width and dash pattern, optionally trimmed.
public struct FuzzShapeStyle: Codable, Equatable, Sendable {
    public var stroke: Bool
    public var lineWidth: Double
    public var dash: [Double]
    public var dashPhase: Double
    public var trim: [Double]?
    public var cornerRadius: Double
    public init(stroke: Bool = false, lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0, trim: [Double]? = nil,
                cornerRadius: Double = 0) {
        self.stroke = stroke; self.lineWidth = lineWidth; self.dash = dash; self.dashPhase = dashPhase; self.trim = trim
        self.cornerRadius = cornerRadius
    }
}

public enum FuzzPathElement: Codable, Equatable, Sendable {
    case move(FuzzPoint)
    case line(FuzzPoint)
    case quad(FuzzPoint, control: FuzzPoint)
    case curve(FuzzPoint, control1: FuzzPoint, control2: FuzzPoint)
    case arc(center: FuzzPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    case rect(FuzzPoint, width: Double, height: Double)
    case ellipse(FuzzPoint, width: Double, height: Double)
    case close
}

public enum FuzzStackKind: String, Codable, CaseIterable, Sendable {
    case vStack, hStack, zStack, lazyVStack, lazyHStack
}

/// A view: a leaf, a container of views, or a view with one modifier.
public indirect enum FuzzNode: Codable, Equatable, Sendable {
    case color(FuzzColor)
    case shape(FuzzShapeKind, FuzzPaint, FuzzShapeStyle)
    case path([FuzzPathElement], FuzzPaint, FuzzShapeStyle)
    case text(String, fontSize: Double?, lineLimit: Int?)
    case symbol(String, fontSize: Double)
    case spacer(minLength: Double?)
    case divider
    case stack(FuzzStackKind, spacing: Double?, [FuzzNode])
    /// `ScrollView(horizontal ? .horizontal : .vertical) { VStack/HStack { … } }`.
    case scroll(horizontal: Bool, [FuzzNode])
    /// `GeometryReader { proxy in child.frame(width: proxy.size.width * fx, height: proxy.size.height * fy) }`.
    case geometry(FuzzNode, fx: Double, fy: Double)
    case modified(FuzzNode, FuzzModifier)
    /// A built-in control, container or presentation and the views it holds (`FuzzControl`).
    case control(FuzzControl, [FuzzNode])
}

public enum FuzzModifier: Codable, Equatable, Sendable {
    case frame(width: Double?, height: Double?)
    case flexibleFrame(minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
                       maxHeight: Double?, alignment: Int)
    case padding(Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case rotation(degrees: Double)
    case scale(x: Double, y: Double)
    case opacity(Double)
    case blur(radius: Double)
    case shadow(radius: Double, x: Double, y: Double)
    case clipShape(FuzzShapeKind)
    case clipped
    case cornerRadius(Double)
    case background(FuzzNode)
    case overlay(FuzzNode)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(Double?, fill: Bool)
    case foreground(FuzzColor)
    case font(size: Double)
    case lineLimit(Int?)
}
