/// How an associated object is kept (the Objective-C runtime's `objc_AssociationPolicy`, with
/// its raw values, runtime.h). Here every policy but `OBJC_ASSOCIATION_ASSIGN` keeps a strong
/// reference; a copy is not made (`objc_setAssociatedObject`).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}
