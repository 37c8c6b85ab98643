/// A rectangle on the Web Mercator map, in map points (Apple's documentation of `MKMapRect`).
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() { origin = MKMapPoint(); size = MKMapSize() }
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func contains(_ rect: MKMapRect) -> Bool {
        !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }

    /// The smallest rectangle holding both; a null rectangle holds nothing.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let x = max(minX, rect.minX), y = max(minY, rect.minY)
        let right = min(maxX, rect.maxX), bottom = min(maxY, rect.maxY)
        return right < x || bottom < y ? .null : MKMapRect(x: x, y: y, width: right - x, height: bottom - y)
    }

    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
