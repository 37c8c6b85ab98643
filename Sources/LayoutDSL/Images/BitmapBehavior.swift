struct BitmapBehavior: ImageSizing {
    let image: LoadedImage
    let resizable: Bool
    let interpolation: Image.Interpolation
    var ideal: CGSize { image.size }
    func display(size: CGSize) -> NodeDisplay {
        NodeDisplay(content: [.image(image, CGRect(size: size), interpolation)])
    }
}
