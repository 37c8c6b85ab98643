/// UIKit's device family trait. The `ViewImageConfig` presets carry it as they do on iOS; no
/// layout here depends on it.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}
