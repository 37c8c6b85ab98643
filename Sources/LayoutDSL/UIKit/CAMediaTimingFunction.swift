/// An animation's pacing as a cubic Bézier curve from (0, 0) to (1, 1)
/// (https://developer.apple.com/documentation/quartzcore/camediatimingfunction). The named
/// curves have Core Animation's control points.
open class CAMediaTimingFunction {
    private let controlPoints: [Float]

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [0, 0, c1x, c1y, c2x, c2y, 1, 1]
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) to `ptr[0]` and `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        ptr[0] = controlPoints[2 * idx]
        ptr[1] = controlPoints[2 * idx + 1]
    }
}
