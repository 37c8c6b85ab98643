/// What the person is doing while the app tracks them, which Core Location uses to decide when to pause
/// updates (Apple's documentation of `CLActivityType`). Raw values are Core Location's, starting at 1.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}
