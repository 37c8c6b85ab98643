/// UIKit's image contexts before the image renderer (Apple's documentation of
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`, deprecated in iOS 17 and still common): a
/// context pushed on this thread's stack until `UIGraphicsEndImageContext()`, made as a renderer's
/// is (a scale of 0 is the screen's); `UIGraphicsGetImageFromCurrentImageContext()` is what it holds so far.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    if scale > 0 { format.scale = scale }
    let context = format.makeContext(bounds: CGRect(origin: .zero, size: size))
    UIGraphicsContextStack.current.entries.append(.init(context: context, imageScale: format.scale))
}

/// An image context of one pixel per point, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's drawing so far; nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = UIGraphicsContextStack.current.entries.last, let scale = entry.imageScale else { return nil }
    return UIImage(cgImage: entry.context.recording, scale: scale)
}

/// Pops the current image context; does nothing when the current context is not one.
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    if stack.entries.last?.imageScale != nil { stack.entries.removeLast() }
}
