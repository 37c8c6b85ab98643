/// An animation of a layer property from one value to another
/// (https://developer.apple.com/documentation/quartzcore/cabasicanimation). Inert; see `CAAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}
