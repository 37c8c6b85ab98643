/// Animations that run together on one layer
/// (https://developer.apple.com/documentation/quartzcore/caanimationgroup). Inert; see `CAAnimation`.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}
