/// The first index in `range` at which `isAtOrPast` holds, by bisection, for a condition that,
/// once it holds, holds for every later index (offsets sorted in increasing order); the range's
/// end when it never holds. O(log n) calls of `isAtOrPast`.
package func firstIndex(in range: Range<Int>, where isAtOrPast: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        let middle = (low + high) / 2
        if isAtOrPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
