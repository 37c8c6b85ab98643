import LayoutDSL

/// How an image is fitted to the requested size (Apple's documentation of `PHImageContentMode`).
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0
    case aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}
