struct Item { let title: String }

#if SAMPLE_DATA
extension Item {
    static let sample = Item(title: "greeting")
}
#endif
