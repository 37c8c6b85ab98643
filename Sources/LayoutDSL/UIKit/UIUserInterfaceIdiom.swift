/// UIKit's device family (`UIDevice.current.userInterfaceIdiom`, the `ViewImageConfig` presets'
/// trait): phone unless the rendering's device is an iPad.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}
