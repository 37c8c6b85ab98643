/// An animation of one layer property, named by key path (`"transform.scale"`, `"opacity"`)
/// (https://developer.apple.com/documentation/quartzcore/capropertyanimation). Inert; see `CAAnimation`.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
