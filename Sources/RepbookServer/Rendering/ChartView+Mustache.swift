import Mustache
import RepbookCore

/// A chart answers the `chart` partial by name, so a page can hand it to the template without `MustacheValues`
/// reflecting every point and table row (`ExerciseView` does); the answers are those `MustacheValues` would give: a
/// nil line, bar, radar or goal is absent, small parts (ticks, plot, legend, bars) are prepared.
extension ChartView: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "id": id
        case "title": title
        case "summary": summary
        case "kind": kind
        case "width": width
        case "height": height
        case "line": line
        case "bar": bar.map { MustacheValues.prepare($0) }
        case "radar": radar.map { MustacheValues.prepare($0) }
        case "hasLine": hasLine
        case "hasBar": hasBar
        case "hasRadar": hasRadar
        case "isEmpty": isEmpty
        case "emptyMessage": emptyMessage
        case "table": table
        case "legend": MustacheValues.prepare(legend)
        case "hasLegend": hasLegend
        case "note": note
        case "hasNote": hasNote
        case "dataLabel": dataLabel
        default: nil
        }
    }
}

/// A line chart answers by name; its dots, ticks, plot and goal answer themselves.
extension LineChart: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "width": width
        case "height": height
        case "plot": plot
        case "points": points
        case "areaPoints": areaPoints
        case "segments": MustacheValues.prepare(segments)
        case "hasGaps": hasGaps
        case "vertices": vertices
        case "hasDots": hasDots
        case "dots": dots
        case "yTicks": yTicks
        case "xTicks": xTicks
        case "yUnit": yUnit
        case "scale": MustacheValues.prepare(scale)
        case "trendPoints": trendPoints
        case "hasTrend": hasTrend
        case "goal": goal
        case "hasGoal": hasGoal
        default: nil
        }
    }
}

/// A chart's data table answers by name; its rows answer themselves.
extension ChartTable: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "columns": columns
        case "rows": rows
        case "hasRows": hasRows
        case "hasThirdColumn": hasThirdColumn
        case "caption": caption
        case "hasCaption": hasCaption
        default: nil
        }
    }
}

/// A row of a chart's data table answers by name.
extension ChartTableRow: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "label": label
        case "value": value
        case "extra": extra
        case "hasExtra": hasExtra
        default: nil
        }
    }
}

/// A dot of a line chart answers by name.
extension ChartDot: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "cx": cx
        case "cy": cy
        case "title": title
        default: nil
        }
    }
}

/// An axis tick answers by name.
extension ChartTick: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "position": position
        case "label": label
        case "x1": x1
        case "y1": y1
        case "x2": x2
        case "y2": y2
        case "x": x
        case "y": y
        case "anchor": anchor
        default: nil
        }
    }
}

/// A plot rectangle answers by name.
extension ChartRect: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "x": x
        case "y": y
        case "width": width
        case "height": height
        case "right": right
        case "bottom": bottom
        default: nil
        }
    }
}

/// A goal line answers by name.
extension ChartGuide: MustacheParent {
    public func child(named field: String) -> Any? {
        switch field {
        case "x1": x1
        case "x2": x2
        case "y": y
        case "label": label
        case "labelX": labelX
        case "labelY": labelY
        default: nil
        }
    }
}
