/// Where an Apple Pencil hovers over the screen as it acts (Apple's documentation of
/// `PencilHoverPose`): its location and anchor in the view, its height and its angles.
public struct PencilHoverPose: Hashable {
    public let location: CGPoint
    public let anchor: UnitPoint
    public let zDistance: CGFloat
    public let azimuth: Angle
    public let altitude: Angle
    public let roll: Angle
}
