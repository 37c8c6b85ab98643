/// A named image that exists nowhere: SwiftUI logs "No image named … found in asset catalog" and
/// the image is empty, zero by zero (or whatever it is offered, when resizable), drawing nothing.
struct MissingImageBehavior: ImageSizing {
    let resizable: Bool
    var ideal: CGSize { .zero }
}
